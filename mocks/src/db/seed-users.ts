import { subDays } from 'date-fns';
import type { User } from '@contract/user';
import { seedIds } from './seed-ids';

/** The seeded travellers (see seed.ts): who they are and how to sign in as them. */
export function seedUsers(today: Date): User[] {
  const joined = (daysAgo: number) => subDays(today, daysAgo).toISOString();
  return [
    {
      _id: seedIds.users.maya,
      userName: 'maya',
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Kulkarni',
      bio: 'Weekend wanderer from Pune. Temples, street food and slow train rides.',
      socialLinks: { instagram: 'https://instagram.com/maya.wanders' },
      location: {
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        postalCode: '411001',
        latitude: 18.5204,
        longitude: 73.8567,
      },
      isVerified: true,
      role: 'user',
      createdAt: joined(400),
    },
    {
      _id: seedIds.users.arjun,
      userName: 'arjun',
      email: 'arjun@example.com',
      firstName: 'Arjun',
      lastName: 'Mehta',
      bio: 'Plans every trip in a spreadsheet, then ignores it.',
      isVerified: true,
      role: 'user',
      createdAt: joined(300),
    },
    {
      _id: seedIds.users.lena,
      userName: 'lena',
      email: 'lena@example.com',
      firstName: 'Lena',
      lastName: 'Fischer',
      bio: 'Photographer. Always looking for the golden hour.',
      isVerified: true,
      role: 'user',
      createdAt: joined(200),
    },
    {
      _id: seedIds.users.admin,
      userName: 'admin',
      email: 'admin@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      bio: 'Keeps Wayfarer running.',
      isVerified: true,
      role: 'admin',
      createdAt: joined(500),
    },
    {
      _id: seedIds.users.newbie,
      userName: 'newbie',
      email: 'newbie@example.com',
      firstName: 'Noah',
      lastName: 'Newman',
      isVerified: false,
      role: 'user',
      createdAt: joined(1),
    },
  ];
}
