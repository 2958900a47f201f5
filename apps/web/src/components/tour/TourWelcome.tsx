import { Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../lib/use-api-mutation';
import { saveTourProgress, tourKeys, tourQuery, updateTourStatus } from './api';

export interface TourStep {
  title: string;
  text: string;
}

/** Guided tour (spec §4): welcome card with 'Hide tour' and 'Start tour'; status kept by the API. */
export function TourWelcome({ name, page, steps }: { name: string; page: string; steps: TourStep[] }) {
  const qc = useQueryClient();
  const tour = useQuery(tourQuery());
  const [step, setStep] = useState<number | null>(null);
  const setStatus = useApiMutation({
    mutationFn: updateTourStatus,
    toast: false,
    onSuccess: (res) => qc.setQueryData(tourKeys.status, res.data),
  });
  // Progress is saved quietly: a failed save does not interrupt the tour.
  const progress = useApiMutation({
    mutationFn: (b: { step: number; completed?: boolean }) => saveTourProgress({ page, ...b }),
    toast: false,
    onSuccess: (res) => qc.setQueryData(tourKeys.status, res.data),
    onError: () => true,
  });

  if (!tour.data) return null;
  const open = tour.data.status === 'not_started' || (tour.data.status === 'in_progress' && step !== null);

  const start = () => {
    setStatus.mutate('in_progress');
    setStep(0);
    progress.mutate({ step: 0 });
  };
  const next = () => {
    if (step === null) return;
    if (step + 1 >= steps.length) {
      progress.mutate({ step: step + 1, completed: true });
      setStatus.mutate('completed');
      setStep(null);
      return;
    }
    setStep(step + 1);
    progress.mutate({ step: step + 1 });
  };

  if (tour.data.status === 'not_started') {
    return (
      <Card withBorder bg="teal.0" data-testid="tour-welcome">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Welcome, {name}
          </Title>
          <Text size="sm">Take a one-minute tour of your account to find your way around.</Text>
          <Group>
            <Button variant="default" onClick={() => setStatus.mutate('skipped')}>
              Hide tour
            </Button>
            <Button onClick={start}>Start tour</Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Modal
      opened={open && step !== null}
      onClose={() => {
        setStatus.mutate('skipped');
        setStep(null);
      }}
      title={step !== null ? steps[step].title : ''}
      centered
    >
      {step !== null && (
        <Stack>
          <Progress value={((step + 1) / steps.length) * 100} />
          <Text>{steps[step].text}</Text>
          <Group justify="flex-end">
            <Button onClick={next}>{step + 1 >= steps.length ? 'Finish' : 'Next'}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
