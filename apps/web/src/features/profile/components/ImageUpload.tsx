import type { AccountView } from '@hctl/contracts';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ProductAvatar, ProductImage } from '../../../components/ProductImage';
import { sharedKeys } from '../../../lib/api/keys';
import { authStore } from '../../../lib/auth-store';
import { useUploadMutation } from '../../../lib/use-upload-mutation';
import { uploadProfileImage } from '../api/upload-profile-image';

/** Profile photo and cover image (COVER_IMAGE); the server checks the bytes, we show progress. */
export function ImageUpload({ account }: { account: AccountView }) {
  const qc = useQueryClient();
  const image = useUploadMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (res, { cover }) => {
      qc.setQueryData(sharedKeys.account, res.data);
      const s = authStore.get();
      if (!cover && s.individual_details) {
        authStore.set({
          individual_details: { ...s.individual_details, profile_image: res.data.profile_image },
        });
      }
    },
  });
  const send = (file: File | null, cover: boolean) => {
    if (file) void image.upload({ file, cover });
  };
  return (
    <Stack>
      {account.cover_image ? (
        <ProductImage
          src={account.cover_image}
          type="individual"
          h={140}
          radius="md"
          alt="Cover image"
          sizes="(max-width: 62em) 100vw, 900px"
        />
      ) : (
        <div
          style={{
            height: 140,
            borderRadius: 8,
            background: 'linear-gradient(120deg, var(--mantine-color-teal-1), var(--mantine-color-cyan-1))',
          }}
        />
      )}
      <Group>
        <ProductAvatar
          src={account.profile_image}
          type="individual"
          size={72}
          radius="xl"
          alt="Profile photo"
        >
          {account.first_name[0]}
          {account.last_name[0]}
        </ProductAvatar>
        <ImageButton variant="light" onPick={(f) => send(f, false)}>
          Change photo
        </ImageButton>
        <ImageButton variant="default" onPick={(f) => send(f, true)}>
          Change cover
        </ImageButton>
        <Text size="xs" c="dimmed">
          JPG, PNG or GIF, up to 5 MB.
        </Text>
      </Group>
      {image.progress !== null && <Progress value={image.progress} aria-label="Upload progress" animated />}
    </Stack>
  );
}

/** A button that opens the file picker for a JPG, PNG or GIF image. */
function ImageButton({
  variant,
  onPick,
  children,
}: {
  variant: string;
  onPick: (file: File | null) => void;
  children: string;
}) {
  return (
    <FileButton onChange={onPick} accept="image/png,image/jpeg,image/gif">
      {(props) => (
        <Button {...props} variant={variant} size="xs">
          {children}
        </Button>
      )}
    </FileButton>
  );
}
