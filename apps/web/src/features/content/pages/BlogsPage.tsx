import { Anchor, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { StaticPage } from '../../../components/StaticPage';
import { appConfigQuery } from '../../../lib/api/app-config';

/** /blogs: the blog is an external site (BLOG_URL); until one is configured, say so here. */
export default function BlogsPage() {
  const config = useQuery(appConfigQuery());
  const blogUrl = config.data?.blog_url;
  useEffect(() => {
    if (blogUrl) window.location.replace(blogUrl);
  }, [blogUrl]);
  if (config.isPending || blogUrl) return null;
  return (
    <StaticPage
      title="Our blog is coming soon"
      description="The HCTL blog is on its way: health-care careers, hiring and industry news."
      lead="We are preparing articles on health-care careers, hiring and industry news."
    >
      <Card withBorder>
        <Text mb="sm">In the meantime:</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/events">
            Events and news
          </Anchor>
          <Anchor component={Link} to="/contact-us">
            Contact us
          </Anchor>
          <Anchor component={Link} to="/categories">
            Browse jobs by category
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          Subscribe to the newsletter at the bottom of this page to hear when the first articles are out.
        </Text>
      </Card>
    </StaticPage>
  );
}
