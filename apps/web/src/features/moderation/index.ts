/** What other features may use of moderation: reporting, which the users' menus offer. */
export { ReportDialog } from './components/report-dialog';
