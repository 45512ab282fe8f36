import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $venue } from '@tabula/shared';
import { tabFormClosed, type TabFormPage } from './rules';

/** Sends the guest to the menu when this venue has no use for the form; true while that is under way. */
export function useTabFormGate(page: TabFormPage): boolean {
  const venue = useUnit($venue);
  const navigate = useNavigate();
  const closed = venue !== null && tabFormClosed(venue, page);
  useEffect(() => {
    if (closed) navigate('/menu', { replace: true });
  }, [closed, navigate]);
  return closed;
}
