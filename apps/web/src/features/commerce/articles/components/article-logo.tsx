import { Center, Image, Paper } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';

/** An article's square logo, or a neutral square where it has none. */
export function ArticleLogo({ url, alt, size }: { url: string | null | undefined; alt: string; size: number }) {
  if (url) return <Image src={url} alt={alt} w={size} h={size} fit="cover" radius="md" style={{ flexShrink: 0 }} />;
  return (
    <Paper w={size} h={size} radius="md" bg="gray.1" style={{ flexShrink: 0 }}>
      <Center h="100%">
        <IconShoppingBag size={size / 2} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
      </Center>
    </Paper>
  );
}
