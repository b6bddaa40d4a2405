import { enSamplePlan } from './en-sample-plan';

/**
 * The English messages every page may need: the layout (bar, footer, menus), the public pages, the common
 * words and checks, and the few sign-in messages the first script uses. It is in the first script every page
 * loads; the app's messages (`en-app.ts`: the plan, calendar, notifications, progress, and since decision 030
 * the sign-in and account pages, `en-account.ts`) load with the app's routes (decision 026).
 */
import { enPublicStart } from './en-public-start';

export const enCore = {
  ...enSamplePlan, // issue 20: the public sample plan (decision 040)
  'app.name': 'WaiKura',
  'app.tagline': 'Drinking Water Safety Plans for New Zealand schools',
  'app.skipToContent': 'Skip to main content',

  'nav.main': 'Main',
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Close menu',
  'nav.home': 'Home',
  'nav.schools': 'Schools',
  'nav.mission': 'Mission',
  'nav.ourMission': 'Our Mission',
  'nav.sourceWater': 'Source Water',
  'nav.acceptableSolutions': 'Acceptable Solutions',
  'nav.faq': 'FAQ',
  'nav.help': 'Help',
  'nav.login': 'Login',
  'nav.register': 'Register',
  'nav.logout': 'Log out',
  'nav.dashboard': 'Dashboard',
  'nav.addSchool': 'Add a School',
  'nav.profile': 'Profile',
  'nav.selectSchool': 'Select School',
  'nav.contractorDashboard': 'Contractor Dashboard',
  'nav.maintenanceLog': 'Maintenance Log',
  'nav.contractorSchedule': 'Schedule',
  'nav.visitReports': 'Visit Reports',
  'layout.reportProblem': 'Report a problem on this page',
  'nav.adminLabel': 'WaiKura Admin',
  'nav.loading': 'Loading',
  'nav.privacy': 'Privacy Policy',
  'nav.terms': 'Terms of Service',

  'role.principal': 'Principal',
  'role.school_admin': 'School Admin',
  'role.school': 'School User',
  'role.contractor': 'Contractor',
  'role.admin': 'Admin',
  'role.waikura': 'WaiKura staff',
  'role.viewer': 'Viewer',
  'role.unknown': 'User',

  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.cancel': 'Cancel',
  'common.back': 'Back',
  'common.continue': 'Continue',
  'common.search': 'Search',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.open': 'Open',
  'common.required': 'required',
  'common.optional': 'optional',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.none': 'None yet',
  'common.errorSummary': 'There is a problem',
  'common.errorPrefix': 'Error:',
  'common.somethingWrong': 'Something went wrong',
  'common.serverError': 'Server error: {status}',
  'common.networkError': 'We could not reach WaiKura. Check your internet connection and try again.',

  'layout.scrollTop': 'Back to top',
  'layout.footerAbout':
    'WaiKura helps schools that supply their own drinking water keep a Drinking Water Safety Plan that is clear, current and answers the questions Taumata Arowai asks.',
  'layout.footerLinks': 'Information',
  'layout.theme': 'Theme',
  'layout.theme.light': 'Light',
  'layout.theme.dark': 'Dark',
  'layout.theme.system': 'System',
  'layout.language': 'Language',
  'layout.copyright': '© {year} WaiKura',

  'auth.passwordsDiffer': 'The two passwords are not the same.',
  'auth.login.submit': 'Log in',
  'auth.login.createAccount': 'Create an account for your school',
  'auth.login.success': 'Successfully logged in!',
  'auth.login.failed': 'Login failed: {message}',
  'auth.logout.success': 'Successfully logged out!',

  'validation.email': 'Enter an email address in the right format, like name@school.nz.',
  'validation.emailRequired': 'Enter your email address.',
  'validation.emailRequiredOther': 'Enter their email address.',
  'validation.passwordRequired': 'Enter your password.',
  'validation.passwordMin': 'Your password must be at least {min} characters long.',
  'validation.passwordMax': 'Your password must be at most {max} characters long.',
  'validation.schoolName': "Enter your school's name.",
  'validation.required': 'This field is required.',

  'status.not_started': 'Not started',
  'status.in_progress': 'In progress',
  'status.completed': 'Completed',

  'notFound.title': 'Page Not Found',
  'notFound.body': "The page you're looking for doesn't exist or may have been moved.",
  'notFound.requested': 'You asked for',
  'notFound.goBack': 'Go Back',
  'notFound.schoolDashboard': 'Go to School Dashboard',
  'notFound.browseSchools': 'Browse Schools',
  'notFound.home': 'Home Page',
  'notFound.help': 'Get Help',

  'error.title': 'Something went wrong on this page',
  'error.body': 'The problem has been recorded. Reload the page to try again; nothing you saved is lost.',
  'error.reload': 'Reload the page',
  'error.forbidden': 'You do not have access to this page.',

  // public pages
  'public.onThisPage': 'On this page',
  'public.help.title': 'Help',
  'public.help.topics': 'Help topics',
  'public.help.overview': 'Getting started',
  'public.help.faq': 'Using WaiKura',
  'public.help.troubleshooting': 'Troubleshooting',
  'public.help.glossary': 'Glossary',
  'public.help.documents': 'Regulator documents',
  'public.help.contact': 'Contact',
  'public.help.backToHelp': 'Go to the help overview',
  // Issue 20b: the public start pages (get started, dual home, Te Mana o te Wai).
  ...enPublicStart,
  // Issue 20a: the schools page's link to the calculators (their own messages are en-calculators.ts).
  'public.calculators.lead': 'Work out what WaiKura saves, with every assumption shown and yours to change:',
  'public.calculators.school': 'Time and cost for a school',
  'public.calculators.supplier': 'Return on investment for suppliers and contractors',
} as const;
