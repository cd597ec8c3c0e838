// The notice lives in ui/ so the list kit and the data table can show it; kept here for existing imports.
export { PermissionDenied, type PermissionDeniedProps, permissionDeniedFrom } from '@/ui/permission-denied';
