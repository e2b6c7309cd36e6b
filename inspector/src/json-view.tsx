import { Code } from '@mantine/core';
import { maskSecrets } from './mask';

/** A value as indented JSON, secrets masked. Functions (a machine's clock) show by name. */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  const text = JSON.stringify(
    maskSecrets(value),
    (_key, item: unknown) => (typeof item === 'function' ? `ƒ ${item.name || 'function'}` : item),
    2,
  );
  return (
    <Code
      block
      tabIndex={0}
      aria-label={label}
      style={{ maxHeight: 260, overflow: 'auto', fontSize: 12 }}
    >
      {text ?? 'undefined'}
    </Code>
  );
}
