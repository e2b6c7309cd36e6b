import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import classes from './profile.module.css';

/** Spec 001 §2 "Profile": stats for trips, blogs (0) and posts (0). */
export function ProfileStats({ tripCount }: { tripCount: number | null }) {
  const stats = [
    { label: 'Trips', value: tripCount },
    { label: 'Blogs', value: 0 },
    { label: 'Posts', value: 0 },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} aria-label="Profile stats">
      {stats.map(({ label, value }) => (
        <Paper key={label} withBorder radius="lg" p="md" className={classes.stat}>
          {value === null ? (
            <Skeleton height={30} width={40} mx="auto" />
          ) : (
            <Text fz={28} fw={700} lh={1.1}>
              {value}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt={4}>
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
