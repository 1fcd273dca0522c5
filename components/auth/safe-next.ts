export { safeNext } from '@/lib/domain/safe-next';
