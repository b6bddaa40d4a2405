import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Assignment {
  id: string;
  schoolId: string;
  schoolName: string;
  schoolSlug: string;
  region: string | null;
  assignedDate: string;
}

export const useAssignments = () =>
  useQuery({
    queryKey: ['contractor', 'assignments'],
    queryFn: () => api<{ assignments: Assignment[] }>('/api/contractor/assignments'),
  });
