import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { FormEvent, MouseEvent } from 'react';
import { CONTACT, COPYRIGHT_YEAR } from '../constants';
import classes from './landing.module.css';

const socialLinks = [
  { label: 'Wayfarer on Facebook', href: 'https://www.facebook.com/', icon: IconBrandFacebook },
  { label: 'Wayfarer on Instagram', href: 'https://www.instagram.com/', icon: IconBrandInstagram },
  { label: 'Wayfarer on X', href: 'https://x.com/', icon: IconBrandX },
  { label: 'Wayfarer on YouTube', href: 'https://www.youtube.com/', icon: IconBrandYoutube },
];

const helpLinks = ['Help Center', 'FAQs', 'Travel Safety', 'Cancellation Options'];
const supportLinks = ['Contact Us', 'Privacy Policy', 'Terms of Service', 'Accessibility'];

// Help and support pages do not exist (spec 000 §1: these links go nowhere).
function stayHere(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

// The newsletter input does nothing (spec 000 §1).
function ignoreSubscription(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

function LinkColumn({ title, links }: { title: string; links: string[] }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase">
        {title}
      </Title>
      {links.map((label) => (
        <Anchor key={label} href="#" onClick={stayHere} className={classes.footerLink}>
          {label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Wayfarer
            </Title>
            <Text size="sm" c="dimmed">
              Plan trips, discover places and share your travels with the people you go with.
            </Text>
            <Group gap={4}>
              {socialLinks.map(({ label, href, icon: Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={label}
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          <LinkColumn title="Help" links={helpLinks} />
          <LinkColumn title="Support" links={supportLinks} />
          <Stack gap="xs">
            <Title order={3} fz="sm" tt="uppercase">
              Contact
            </Title>
            <Group gap={8} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Anchor href={`mailto:${CONTACT.email}`} className={classes.footerLink}>
                {CONTACT.email}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor
                href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}
                className={classes.footerLink}
              >
                {CONTACT.phone}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ marginTop: 3 }} />
              <Text component="address" size="sm" c="dimmed" fs="normal">
                {CONTACT.address.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </Text>
            </Group>
          </Stack>
        </SimpleGrid>

        <Divider my="xl" />

        <Group justify="space-between" align="flex-end" gap="lg">
          <form onSubmit={ignoreSubscription} aria-label="Newsletter">
            <Group gap="xs" align="flex-end">
              <TextInput
                type="email"
                label="Get travel ideas in your inbox"
                placeholder="Your email address"
                w={260}
              />
              <Button type="submit">Subscribe</Button>
            </Group>
          </form>
          <Text size="sm" c="dimmed">
            © {COPYRIGHT_YEAR} Wayfarer. All rights reserved.
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
