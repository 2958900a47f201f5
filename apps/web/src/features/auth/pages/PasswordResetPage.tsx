import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { AuthCard } from '../components/AuthCard';

export default function PasswordResetPage() {
  usePageTitle('Password updated');
  return (
    <AuthCard title="Password updated">
      <Alert color="teal">
        Your password has been reset and every device was signed out. Sign in with your new password.
      </Alert>
      <Button component={Link} to="/login">
        Sign in
      </Button>
    </AuthCard>
  );
}
