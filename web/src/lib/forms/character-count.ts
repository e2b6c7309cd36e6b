/**
 * "42/1000": how much of a text field's limit is used, shown as the field's description on long
 * fields so a traveller sees the limit before reaching it (the field's `maxLength` stops typing there).
 */
export const characterCount = (value: string, max: number) => `${value.length}/${max}`;
