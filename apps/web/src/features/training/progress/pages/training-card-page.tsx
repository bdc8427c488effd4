import { Navigate, useLocation } from 'react-router';

/** /training-card opens the choice of a student and card. */
export function TrainingCardPage() {
  const { search } = useLocation();
  return <Navigate to={`/training-card/choice${search}`} replace />;
}
