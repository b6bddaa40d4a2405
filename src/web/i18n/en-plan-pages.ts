/** English messages of the plan-pages screens; joined into the one catalogue by en.ts. */
export const enPlanPages = {
  'planPages.backToPlan': 'Back to the plan of {school}',
  'planPages.na': 'None',

  // Download (/schools/{id}/download)
  'download.title': 'Download your plan',
  'download.lead':
    'Your Drinking Water Safety Plan as one document: to keep, to print, to share with your board, and to upload to Hinekōrako, the regulator’s online portal.',
  'download.progressHeading': 'How complete is your plan?',
  'download.sectionsDone': '{done} of {total} sections completed',
  'download.allDone': 'Every section is completed. Your plan is ready to download and upload.',
  'download.notDoneIntro':
    'You can download the plan now. Until it is finished, every page is marked “Draft — not ready to submit” and the first page lists what is missing; where an answer is missing the document says “Not yet answered”. Do not sign or send a draft.',
  'download.notDoneHeading': 'Not yet completed',
  'download.sectionLink': '{number} {title}',
  'download.planError': 'We could not load your plan’s progress. You can still download it.',
  'download.filesHeading': 'Download the document',
  'download.filesIntro':
    'Choose PDF to upload to Hinekōrako or to print. Choose Word if you want to change the layout or add your school’s logo before you send it.',
  'download.pdf': 'Download PDF',
  'download.docx': 'Download Word (DOCX)',
  'download.pdfName': 'PDF',
  'download.docxName': 'Word document',
  'download.building': 'Building your plan…',
  'download.receiving': 'Receiving the file…',
  'download.receivedOf': '{received} of {total}',
  'download.received': '{received} received',
  'download.done': 'Downloaded {file} at {time}.',
  'download.doneHint': 'Look for it in your browser’s downloads or your Downloads folder.',
  'download.failedTitle': 'The {format} was not downloaded',
  'download.serverError':
    'WaiKura could not build the file (error {status}). Nothing in your plan has changed.',
  'download.emptyFile': 'The file came back empty. Nothing in your plan has changed.',
  'download.tryAgain': 'Try again',
  'download.bytes': '{n} bytes',
  'download.kb': '{n} KB',
  'download.mb': '{n} MB',
  'download.uploadHeading': 'Upload it to Hinekōrako',
  'download.uploadIntro':
    'Taumata Arowai, the drinking water regulator, asks you to upload your plan in Hinekōrako, its portal for water suppliers. Log in there, then:',
  'download.step1': 'On the front page, open the menu on the right and choose “View Supply Details”.',
  'download.step2':
    'In the menu on the left called “Actions for this supply”, choose “View/Add Drinking Water Safety Plans”.',
  'download.step3':
    'Choose “Add New Drinking Water Safety Plan”. Plans you sent before are listed in the table below it.',
  'download.step4':
    'For your first plan, add a short description such as “{school}, Drinking Water Safety Plan, {date}”. Check that your registration details are right and choose Next.',
  'download.step5':
    'Choose “Upload Document” and pick the file you downloaded here. The document description is optional. Check the details, then submit your plan.',
  'download.step6':
    'To check it arrived, follow steps 1 to 3 again: your plan should now be in the table of submitted plans.',
  'download.uploadSource':
    'Source: Taumata Arowai, Quick guide to uploading your Drinking Water Safety Plan (Hinekōrako reference guide), pages 1 to 3.',
  'download.printHeading': 'Prefer paper?',
  'download.printBody':
    'Every page of the plan also prints from your browser (Ctrl + P, or Print in your browser’s menu); the menus are left off the printout. For the whole plan on paper, download the PDF and print it.',

  // Revision records (/schools/{id}/review/revision-records and /schools/{id}/revision)
  'revisions.title': 'Revision records',
  'revisions.lead':
    'Every change to your plan: when it was made, in which section, which answers changed and who made it. Open a section’s history to read or restore an earlier version.',
  'revisions.filter': 'Show changes to',
  'revisions.filterHint': 'Choose one section, or see the whole plan.',
  'revisions.allSections': 'All sections',
  'revisions.tableHeading': 'Changes, newest first',
  'revisions.count': 'Showing {shown} of {total} changes',
  'revisions.countOne': 'Showing 1 change',
  'revisions.when': 'Date and time',
  'revisions.section': 'Section',
  'revisions.what': 'What happened',
  'revisions.fields': 'Answers changed',
  'revisions.who': 'Who',
  'revisions.historyOf': ', see its history',
  'revisions.saved': 'Saved as version {version}',
  'revisions.restored': 'Restored version {from}, saved as version {version}',
  'revisions.restoredUnknown': 'Restored an earlier version, saved as version {version}',
  'revisions.statusSet': 'Status set to “{status}”',
  'revisions.statusCleared': 'Status worked out from the answers again (“{status}”)',
  'revisions.noFields': 'No answers changed',
  'revisions.showMore': 'Show {count} more',
  'revisions.emptyTitle': 'No changes yet',
  'revisions.emptyBody':
    'When someone saves a section of the plan, the change is recorded here with who made it and when. Nothing is ever lost: every earlier version can be restored.',
  'revisions.emptyStart': 'Start with {section}',
  'revisions.emptySection': 'No changes to {section} yet.',
  'revisions.loadError': 'We could not load the revision records.',
  'revisions.unknownSection': 'Section {id}',

  // Boil-water notice (/schools/{id}/appendix/boil-water-notice)
  'boil.title': 'Boil water notice',
  'boil.lead':
    'A notice to print and put up at every tap and drinking fountain when your water must be boiled, for example after a water test finds E. coli.',
  'boil.print': 'Print the notice',
  'boil.settingsHeading': 'Before you print',
  'boil.date': 'Date the notice starts',
  'boil.dateHint': 'Usually today. Leave it empty to write the date by hand.',
  'boil.contactsLegend': 'Who people should contact',
  'boil.contactsHint':
    'Tick the contacts to show on the notice. They come from sections 1.2 and 6.1 of your plan.',
  'boil.contactFrom12': 'Emergency contact (1.2)',
  'boil.contactFrom61': 'Incident contact (6.1)',
  'boil.noContacts': 'Your plan has no emergency contacts yet, so the notice has a space to write one in.',
  'boil.addContacts12': 'Add an emergency contact in {section}',
  'boil.noticeLabel': 'The notice, as it will print',
  'boil.noticeHeading': 'Boil water before drinking',
  'boil.noticeFrom': 'From {date}, the tap water at {school} is not safe to drink unless it has been boiled.',
  'boil.noticeFromBlank':
    'From ________________, the tap water at {school} is not safe to drink unless it has been boiled.',
  'boil.whatToDo': 'What to do',
  'boil.step1': 'Bring the water to a rolling boil: large bubbles that keep rising even when you stir it.',
  'boil.step2': 'Let it cool, then keep it covered in a clean container.',
  'boil.step3': 'Use boiled or bottled water for drinking, brushing teeth and preparing food.',
  'boil.untilLifted': 'Keep doing this until the school tells you the water is safe again.',
  'boil.questions': 'Questions? Contact',
  'boil.contactBlank': 'Name: ______________________   Phone: ______________________',
  'boil.procedureHeading': 'Your procedure for a boil water notice (6.1)',
  'boil.procedureNote': 'For staff: this is on screen only and is not printed on the notice.',
  'boil.procedureEmpty':
    'Section 6.1 does not yet say how you will tell everyone to boil their water: who puts up this notice, who tells families, and how the notice is lifted.',
  'boil.editProcedure': 'Edit the procedure in {section}',
  'boil.readProcedure': 'Read the procedure in {section}',
  'boil.writeProcedure': 'Write the procedure in {section}',
  'boil.sourcesHeading': 'Where this advice comes from',
  'boil.source1':
    'When a test of your treated water finds E. coli, you must act straight away to protect people, for example by advising everyone to boil the water before they drink it, and notify Taumata Arowai. Boiling is a short-term measure while you find and fix the cause. (Taumata Arowai, Drinking Water Quality Assurance Rules interpretation guide for networked small supplies, draft, PDF page 16.)',
  'boil.source2':
    'Keep a prepared boil water notice ready, and record every time a boil water notice is used, for review and audit. (Taumata Arowai, Drinking Water Acceptable Solution for Roof Water Supplies, pages 11 and 12.)',
  'boil.source3':
    'How to boil water (a rolling boil, let it cool, use it for teeth and food) is standard public health advice; the regulator’s documents held by WaiKura do not spell it out.',
  'boil.loadError': 'We could not load your plan, so the notice shows only what we know.',
} as const;
