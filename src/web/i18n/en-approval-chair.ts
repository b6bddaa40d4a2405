/** Inviting the board chair to approve the plan (issue 19d, approval/invite-chair.tsx). */
export const enApprovalChair = {
  'approvalChair.heading': 'Invite the board chair to approve',
  'approvalChair.text':
    'The chair gets an e-mail with a link to set a password. They can read the plan but not change it, and they approve it here with their name and the date.',
  'approvalChair.name': 'Board chair’s name',
  'approvalChair.email': 'Board chair’s e-mail address',
  'approvalChair.emailHint': 'The invitation goes to this address.',
  'approvalChair.expiresAt': 'Read-only access ends on',
  'approvalChair.expiresHint': 'The last day the chair can read the plan. You can invite them again later.',
  'approvalChair.send': 'Send the invitation',
  'approvalChair.sent': 'Invitation sent to {email}.',
  'approvalChair.nameRequired': 'Enter the board chair’s name.',
  'approvalChair.emailRequired': 'Enter an e-mail address, like chair@school.nz.',
  'approvalChair.dateRequired': 'Enter the last day of access, like 2027-03-31.',
  'approvalChair.dateFuture': 'Choose a day after today.',
} as const;
