import { useParams } from 'react-router';
import { CalibrationBoard } from './calibration-board';
import { CalibrationList } from './calibration-list';

/** The Calibration tab: the calibrations one takes part in, or (by its address) one calibration's board. */
export function CalibrationTab() {
  const { calibrationId } = useParams<{ calibrationId?: string }>();
  const id = calibrationId && /^\d{1,15}$/.test(calibrationId) ? Number(calibrationId) : null;
  return id ? <CalibrationBoard key={id} id={id} /> : <CalibrationList />;
}
