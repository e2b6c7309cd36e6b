/** Compact integer lists for the search index: a growable list and rows of ids in one flat array. */

/** Growable Int32 list (typed arrays cannot push). */
export class IntList {
  private data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Rows of numbers in one flat array: row r is values[start[r]] up to values[start[r + 1]]. */
export interface Rows {
  start: Int32Array;
  values: Int32Array;
}

/** Inverts rows (row → values) into columns (value → rows holding it), each list ascending. */
export function invert(rows: Rows, valueCount: number): Rows {
  const rowCount = rows.start.length - 1;
  const start = new Int32Array(valueCount + 1);
  for (const value of rows.values) start[value + 1] = (start[value + 1] ?? 0) + 1;
  for (let value = 0; value < valueCount; value += 1) {
    start[value + 1] = (start[value + 1] ?? 0) + (start[value] ?? 0);
  }
  const fill = start.slice(0, valueCount);
  const values = new Int32Array(rows.values.length);
  for (let row = 0; row < rowCount; row += 1) {
    for (let index = rows.start[row] ?? 0; index < (rows.start[row + 1] ?? 0); index += 1) {
      const value = rows.values[index] ?? 0;
      values[fill[value] ?? 0] = row;
      fill[value] = (fill[value] ?? 0) + 1;
    }
  }
  return { start, values };
}
