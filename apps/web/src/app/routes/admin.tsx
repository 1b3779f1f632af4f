// Admin console pages (issue #16, ADR 0031). The layout guards every page.
export { AdminLayout } from '@/features/admin/components/admin-layout'
export { AdminDashboard } from '@/features/admin/components/admin-dashboard'
export { ClientQueue as AdminClientsRoute } from '@/features/admin/components/client-queue'
export { ModelReviewQueue as AdminModelReviewsRoute } from '@/features/admin/components/model-review-queue'
export { HeldCastingsQueue as AdminCastingsRoute } from '@/features/admin/components/held-castings-queue'
export { ReportsQueue as AdminReportsRoute } from '@/features/admin/components/reports-queue'
export { AccountsPanel as AdminAccountsRoute } from '@/features/admin/components/accounts-panel'
export { AuditLog as AdminAuditLogRoute } from '@/features/admin/components/audit-log'
