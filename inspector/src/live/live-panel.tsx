import { Text } from '@mantine/core';

export function LivePanel({ onSaved }: { onSaved: () => void }) {
  void onSaved;
  return <Text p="md">Live</Text>;
}
