export { onStaffTalentGet as onRequestGet } from '../../../src/features/talent/talent-staff.api';
