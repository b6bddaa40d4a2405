/**
 * Te reo Māori for every message the server sends (issue 20, decision 044): English as written in the
 * source → te reo. `{1}`, `{2}`… are the values a message carries, numbered in the order they appear in
 * the English; the te reo puts each where it belongs. `messages-mi.test.ts` fails when a message the
 * server can send has no entry here, naming its file and line.
 *
 * Review: written by engineers who are not fluent speakers, following docs/te-reo-glossary.md. Every
 * entry wants a fluent speaker's review before the te reo interface is announced (decision 042).
 */
export const MESSAGES_MI: Readonly<Record<string, string>> = {
  // ------------------------------------------------------------ every answer (lib/http.ts, app.ts)
  'Please log in to continue.': 'Tēnā, takiuru kia haere tonu ai.',
  'You do not have permission to do this.': 'Kāore ō whakaaetanga ki te mahi i tēnei.',
  'Not found.': 'Kāore i kitea.',
  'This field is required.': 'Me whakakī tēnei āpure.',
  '"{1}" is not a field we accept here.': 'Ehara a “{1}” i te āpure e whakaaetia ana i konei.',
  'There is a problem with one field.': 'He raru kei tētahi āpure.',
  'There are problems with {1} fields.': 'He raru kei ngā āpure e {1}.',
  'Too many requests. Please wait a minute and try again.':
    'He maha rawa ngā tono. Tatari kia kotahi meneti, ka ngana anō.',
  'Too many requests. Please wait {1} minutes and try again.':
    'He maha rawa ngā tono. Tatari kia {1} meneti, ka ngana anō.',
  'The request is too large (at most 1 MB).': 'He nui rawa te tono (1 MB te mōrahi).',
  'The file is larger than 10 MB.': 'Nui ake te kōnae i te 10 MB.',
  'Send the file as multipart/form-data.': 'Tukuna te kōnae hei multipart/form-data.',
  'Send the request body as JSON (Content-Type: application/json).':
    'Tukuna te tinana o te tono hei JSON (Content-Type: application/json).',
  'The address contains a null character, which we cannot accept.':
    'He pū kore kei roto i te wāhitau, kāore e taea e mātou te whakaae.',
  'The request body is nested more than {1} levels deep, which we do not accept.':
    'Neke atu i te {1} ngā taumata o te tinana o te tono, kāore mātou e whakaae.',
  'The request contains a character we cannot store (a null character or half of an emoji).':
    'He pū kei roto i te tono e kore e taea e mātou te pupuri (he pū kore, he haurua rānei o tētahi emoji).',
  'Remove the null or broken character from this field.':
    'Tangohia te pū kore, te pū pakaru rānei i tēnei āpure.',
  'There is no API endpoint {1} {2}.': 'Kāore he pito API {1} {2}.',
  'The request body is not valid JSON.': 'Ehara te tinana o te tono i te JSON tika.',
  'The request could not be understood.': 'Kāore i mārama te tono.',
  'Something went wrong on our side. Please try again in a moment.':
    'I hē tētahi mea i tō mātou taha. Tēnā, ngana anō ā tōna wā poto.',
  'Cross-site requests are not allowed.': 'Kāore e whakaaetia ngā tono mai i tētahi atu pae.',
  'Cross-site requests are not allowed: this request has neither an Origin header nor Sec-Fetch-Site.':
    'Kāore e whakaaetia ngā tono mai i tētahi atu pae: kāore he pane Origin, he Sec-Fetch-Site rānei o tēnei tono.',

  // ------------------------------------------------------------ zod's own messages (when no message is given)
  'Invalid input': 'Kāore i tika te urunga',
  'Invalid input: expected {1}, received {2}':
    'Kāore i tika te urunga: i tūmanakohia he {1}, i whiwhi he {2}',
  'Invalid input: expected {1}': 'Kāore i tika te urunga: i tūmanakohia ko {1}',
  'Invalid option: expected one of {1}': 'Kāore i tika te kōwhiringa: kōwhiria tētahi o {1}',
  'Too big: expected {1} to have <={2} characters': 'He roa rawa te {1}: kia {2} pū te mōrahi',
  'Too small: expected {1} to have >={2} characters': 'He poto rawa te {1}: kia {2} pū te mōkito',
  'Too big: expected {1} to have <={2} items': 'He maha rawa ngā mea o te {1}: kia {2} te mōrahi',
  'Too small: expected {1} to have >={2} items': 'He iti rawa ngā mea o te {1}: kia {2} te mōkito',
  'Too big: expected {1} to be <={2}': 'He nui rawa te {1}: kia {2} te mōrahi',
  'Too small: expected {1} to be >={2}': 'He iti rawa te {1}: kia {2} te mōkito',
  'Too big: expected {1} to be <{2}': 'He nui rawa te {1}: kia iti iho i te {2}',
  'Too small: expected {1} to be >{2}': 'He iti rawa te {1}: kia nui ake i te {2}',
  // the button of a notification that names none (domain/notifications.ts DEFAULT_ACTION_TEXT)
  'Take Action': 'Mahia',
  'Open the incident': 'Huakina te aituā',
  '{1} over the limit in {2}': 'Kei runga ake i te tepe te {1} i {2}',
  'Invalid string: must match pattern {1}': 'Kāore i tika te tuhinga: me ōrite ki te tauira {1}',
  'Invalid UUID': 'Ehara i te UUID tika',
  'Invalid email address': 'Ehara i te wāhitau īmēra tika',
  'Invalid URL': 'Ehara i te URL tika',
  'Invalid ISO datetime': 'Ehara i te rā me te wā ISO tika',
  'Invalid ISO date': 'Ehara i te rā ISO tika',
  'Unrecognized key: {1}': 'Kāore i mōhiotia te kī: {1}',
  'Unrecognized keys: {1}': 'Kāore i mōhiotia ngā kī: {1}',

  // ------------------------------------------------------------ calendar (domain/calendar.ts, features/calendar)
  'Give a date and time such as 2027-03-01T09:00:00+13:00.':
    'Tuhia he rā me te wā pērā i te 2027-03-01T09:00:00+13:00.',
  'Give a date as YYYY-MM-DD.': 'Tuhia he rā hei YYYY-MM-DD.',
  'Choose a date between the years 2000 and 2099.': 'Kōwhiria he rā i waenga i ngā tau 2000 me 2099.',
  'Choose daily, weekly, monthly or yearly.': 'Kōwhiria ia rā, ia wiki, ia marama, ia tau rānei.',
  'Give how often it repeats as a whole number.': 'Tuhia te auau o tōna tāruarua hei tau tōpū.',
  'It repeats at least every 1.': 'Ka tāruarua i ia 1 te iti rawa.',
  'Repeat at most every {1}.': 'Kia {1} te mōrahi o te wā i waenga i ngā tāruarua.',
  'Give the number of times as a whole number.': 'Tuhia te maha o ngā wā hei tau tōpū.',
  'Repeat at least once.': 'Kia kotahi te tāruarua te iti rawa.',
  'Repeat at most {1} times.': 'Kia {1} ngā tāruarua te mōrahi.',
  'Say whether to send a reminder.': 'Kīia mēnā ka tukuna he whakamaumahara.',
  'Give the minutes before as a whole number.': 'Tuhia ngā meneti i mua hei tau tōpū.',
  'The reminder cannot come after the start.': 'Kāore e taea te whakamaumahara i muri i te tīmatanga.',
  'A reminder can come at most 30 days before.': 'Ko te 30 rā i mua te mōrahi mō te whakamaumahara.',
  'Choose in the app, e-mail or text message.': 'Kōwhiria i te taupānga, īmēra, karere waea rānei.',
  'Choose how to be reminded.': 'Kōwhiria me pēhea koe e whakamaumahara ai.',
  'Choose each way to be reminded once.': 'Kōwhiria ia huarahi whakamaumahara kia kotahi anake.',
  'Give the event a title.': 'Tuhia he ingoa mō te takunetanga.',
  'Keep the title to 200 characters.': 'Kia 200 pū te mōrahi o te ingoa.',
  'Write the description as text.': 'Tuhia te whakamārama hei kupu.',
  'Keep the description to 5,000 characters.': 'Kia 5,000 pū te mōrahi o te whakamārama.',
  'Choose water safety plan, water testing, maintenance, compliance or other.':
    'Kōwhiria mahere haumaru wai, whakamātautau wai, tiaki, tautukunga, tētahi atu rānei.',
  'Say whether it lasts all day.': 'Kīia mēnā ka roa i te rā katoa.',
  'Give how long it takes in minutes.': 'Tuhia te roa o te wā hei meneti.',
  'Give how long it takes in whole minutes.': 'Tuhia te roa o te wā hei meneti tōpū.',
  'It takes at least a minute.': 'Kia kotahi meneti te iti rawa.',
  'An event lasts at most 30 days.': 'Ko te 30 rā te roa mōrahi o tētahi takunetanga.',
  'Give the number of people as a whole number.': 'Tuhia te maha o te tangata hei tau tōpū.',
  'Give at least 1 person, or leave it empty.': 'Kia 1 te tangata te iti rawa, waiho kau rānei.',
  'Give at most 100,000 people.': 'Kia 100,000 te tangata te mōrahi.',
  'Send the version of the event you edited.': 'Tukuna te putanga o te takunetanga i whakatikaina e koe.',
  'Send the photo id.': 'Tukuna te tohu tautuhi o te whakaahua.',
  'Write the notes as text.': 'Tuhia ngā tuhipoka hei kupu.',
  'Keep the notes to 5,000 characters.': 'Kia 5,000 pū te mōrahi o ngā tuhipoka.',
  'Send the photos as a list.': 'Tukuna ngā whakaahua hei rārangi.',
  'Attach at most {1} photos.': 'Kia {1} ngā whakaahua te mōrahi.',
  'Open calendar': 'Huakina te maramataka',
  '{1} Take the sample by {2}.': '{1} Tangohia te tauira i mua i te {2}.',
  'Open the water-test log': 'Huakina te rārangi whakamātautau wai',
  'Reminder: {1}': 'He whakamaumahara: {1}',
  '{1} is due on {2}.': 'Me oti a “{1}” hei te {2}.',
  'You do not have permission to do this for this school.':
    'Kāore ō whakaaetanga ki te mahi i tēnei mō tēnei kura.',
  'The end of the window is before its start.': 'Kei mua te mutunga o te wā i tōna tīmatanga.',
  'Choose an end after the start.': 'Kōwhiria he mutunga i muri i te tīmatanga.',
  'Ask for at most {1} days at once.': 'Kia {1} rā te mōrahi i te wā kotahi.',
  'Choose an end at most {1} days after the start.':
    'Kōwhiria he mutunga kāore i neke atu i te {1} rā i muri i te tīmatanga.',
  'This calendar link does not work any more: it may have been replaced or stopped.':
    'Kua kore tēnei hononga maramataka e mahi: kua whakakapia pea, kua whakamutua rānei.',
  'From the iwi engagement tracker (plan section 2.9).':
    'Nō te aroturuki whakapānga ki te iwi (wāhanga 2.9 o te mahere).',
  'That calendar event was not found.': 'Kāore i kitea taua takunetanga maramataka.',
  'This event was changed since you opened it (it is now at version {1}). Nothing was overwritten: load it again and make your change once more.':
    'I whakarerekētia tēnei takunetanga mai i tō huakitanga (ko te putanga {1} ināianei). Kāore tētahi mea i tuhirua: utaina anō, ka mahi anō i tō panoni.',
  'Some photos could not be found.': 'Kāore i kitea ētahi whakaahua.',
  'One of these photos was not found. Upload it again.':
    'Kāore i kitea tētahi o ēnei whakaahua. Tukuatua anō.',
  'This event does not happen at that time.': 'Kāore tēnei takunetanga e puta i taua wā.',
  'Choose the start of one of this event’s occurrences.':
    'Kōwhiria te tīmatanga o tētahi o ngā putanga o tēnei takunetanga.',
  'The date it was done cannot be in the future.': 'Kāore e taea te rā i oti ai kia kei te heke mai.',
  'Choose today or an earlier date.': 'Kōwhiria te rā nei, tētahi rā o mua rānei.',
  'This occurrence is already marked as done.': 'Kua tohua kē tēnei putanga kua oti.',
  'That record of work done was not found.': 'Kāore i kitea taua pūkete o te mahi kua oti.',

  // ------------------------------------------------------------ contractors' work (domain/contractor-work.ts)
  'Not a valid client id.': 'Ehara i te tohu tautuhi kiritaki tika.',
  'Write a short comment for the contractor.': 'Tuhia he kōrero poto mā te kaikirimana.',
  'Name the certification, for example “Registered drainlayer”.':
    'Tuhia te ingoa o te tohu mātauranga, hei tauira “Registered drainlayer”.',
  'Enter the expiry date, like 2027-06-30, or leave it empty if it does not expire.':
    'Tuhia te rā pau, pērā i te 2027-06-30, waiho kau rānei mēnā kāore e pau.',
  'Choose listed or not listed.': 'Kōwhiria kua rārangitia, kāore rānei i rārangitia.',
  'A specialisation cannot be empty.': 'Kāore e taea he mātanga kia piako.',
  'At most {1} specialisations.': 'Kia {1} ngā mātanga te mōrahi.',
  'At most {1} certifications.': 'Kia {1} ngā tohu mātauranga te mōrahi.',
  'Say what the work is, in a few words.': 'Kīia he aha te mahi, i ētahi kupu poto.',
  'Enter the date the work is planned for, like 2026-12-01.':
    'Tuhia te rā kua whakaritea mō te mahi, pērā i te 2026-12-01.',
  'Choose open or done.': 'Kōwhiria kei te tuwhera, kua oti rānei.',
  'Name the check.': 'Tuhia te ingoa o te arotake.',
  'Choose OK, needs attention or not checked.': 'Kōwhiria pai, me aro atu, kāore rānei i arotakehia.',
  'Name the reading.': 'Tuhia te ingoa o te pānui ine.',
  'Enter the reading.': 'Tuhia te pānui ine.',
  'Enter the date of the visit, like 2026-11-20.': 'Tuhia te rā o te toronga, pērā i te 2026-11-20.',
  'At most {1} checks.': 'Kia {1} ngā arotake te mōrahi.',
  'At most {1} readings.': 'Kia {1} ngā pānui ine te mōrahi.',
  'At most {1} photos.': 'Kia {1} ngā whakaahua te mōrahi.',

  // ------------------------------------------------------------ feedback (domain/feedback.ts, features/feedback)
  'The page address must start with /.': 'Me tīmata te wāhitau o te whārangi ki te /.',
  'Say what went wrong on this page.': 'Kīia he aha i hē i tēnei whārangi.',
  'Enter an e-mail address like name@school.nz, or leave it empty.':
    'Tuhia he wāhitau īmēra pērā i te name@school.nz, waiho kau rānei.',
  'Enter your name.': 'Tuhia tō ingoa.',
  'Enter an e-mail address like name@school.nz, so we can reply.':
    'Tuhia he wāhitau īmēra pērā i te name@school.nz, kia taea ai e mātou te whakautu.',
  'Write your message.': 'Tuhia tō karere.',
  'Write your reply.': 'Tuhia tō whakautu.',
  'Use at most {1} characters.': 'Kia {1} pū te mōrahi.',
  'Only WaiKura staff review page issues.':
    'Mā ngā kaimahi o WaiKura anake e arotake ngā raru o ngā whārangi.',
  'Only WaiKura staff answer contact messages.':
    'Mā ngā kaimahi o WaiKura anake e whakautu ngā karere whakapā.',
  'That message was not found.': 'Kāore i kitea taua karere.',
  'We could not send the reply e-mail, so nothing was saved. Please try again in a few minutes.':
    'Kāore i taea e mātou te tuku i te īmēra whakautu, nō reira kāore tētahi mea i tiakina. Tēnā, ngana anō ā ētahi meneti.',

  // ------------------------------------------------------------ notification preferences
  'Enter a New Zealand mobile number, for example 021 123 4567 or +64 21 123 4567.':
    'Tuhia he nama waea pūkoro o Aotearoa, hei tauira 021 123 4567, +64 21 123 4567 rānei.',
  'Enter the mobile number text messages should go to.':
    'Tuhia te nama waea pūkoro e tae ai ngā karere waea.',
  'Enter a time as HH:MM on the 24-hour clock, for example 22:00.':
    'Tuhia he wā hei HH:MM i te karaka 24-hāora, hei tauira 22:00.',
  'Choose a day of the week (0 Sunday to 6 Saturday).':
    'Kōwhiria he rā o te wiki (0 Rātapu ki te 6 Rāhoroi).',
  'Choose whether {1}.': 'Kōwhiria mēnā {1}.',
  'The e-mail digest is sent weekly.': 'Ka tukuna te whakarāpopototanga īmēra ia wiki.',
  'Send the version of the preferences you edited.':
    'Tukuna te putanga o ngā manakohanga i whakatikaina e koe.',
  'Your notification preferences were changed somewhere else since you opened them. Nothing was saved: the current settings are shown again, so make your change on them.':
    'I whakarerekētia ō manakohanga whakamōhiotanga i tētahi atu wāhi mai i tō huakitanga. Kāore tētahi mea i tiakina: kua whakaaturia anō ngā tautuhinga o nāianei, nō reira mahia tō panoni ki runga i ērā.',
  'One setting needs fixing.': 'Me whakatika tētahi tautuhinga.',
  '{1} settings need fixing.': 'Me whakatika ngā tautuhinga e {1}.',

  // ------------------------------------------------------------ accounts (domain/password.ts, account, me)
  'Enter a password.': 'Tuhia he kupuhipa.',
  'Your password must be at least {1} characters long.': 'Kia {1} pū te roa mōkito o tō kupuhipa.',
  'Your password must be at most {1} characters long.': 'Kia {1} pū te roa mōrahi o tō kupuhipa.',
  'Enter your email address.': 'Tuhia tō wāhitau īmēra.',
  'An email address can be at most 254 characters long.': 'Ko te 254 pū te roa mōrahi o te wāhitau īmēra.',
  'Enter an email address in the right format, like name@school.nz.':
    'Tuhia he wāhitau īmēra i te hanga tika, pērā i te name@school.nz.',
  "Enter your school's name.": 'Tuhia te ingoa o tō kura.',
  "A school's name can be at most 120 characters long.": 'Ko te 120 pū te roa mōrahi o te ingoa o te kura.',
  'A school named "{1}" would have the address /schools/{2}, which is one of WaiKura\'s public pages. Add the place or the word "School" to the name.':
    'Ko te wāhitau o tētahi kura ko “{1}” tōna ingoa ko /schools/{2}, he whārangi tūmatanui tērā nō WaiKura. Tāpirihia te wāhi, te kupu “School” rānei ki te ingoa.',
  'Enter a name.': 'Tuhia he ingoa.',
  'Enter your current password.': 'Tuhia tō kupuhipa o nāianei.',
  'Too many failed login attempts. For your security, please wait {1} minutes or reset your password.':
    'He maha rawa ngā takiuru i rahua. Hei tiaki i a koe, tatari kia {1} meneti, tautuhia anō rānei tō kupuhipa.',
  'Too many failed login attempts from your network. For your security, please wait {1} minutes before trying again.':
    'He maha rawa ngā takiuru i rahua mai i tō whatunga. Hei tiaki i a koe, tatari kia {1} meneti i mua i te ngana anō.',
  // better-auth's answers, in our words (auth/forward.ts)
  'Invalid email or password': 'Kāore i tika te īmēra, te kupuhipa rānei',
  'Email not verified. We have sent you a new verification link: please check your email.':
    'Kāore anō kia manatokohia te īmēra. Kua tukuna atu he hononga manatoko hou: tēnā, tirohia tō īmēra.',
  'This link is no longer valid. Please ask for a new one.':
    'Kua kore tēnei hononga e whai mana. Tonoa he hononga hou.',
  'This link has expired. Please ask for a new one.': 'Kua pau tēnei hononga. Tonoa he hononga hou.',
  'Your current password is not correct.': 'Kāore i tika tō kupuhipa o nāianei.',
  'Your password must be at least 12 characters long.': 'Kia 12 pū te roa mōkito o tō kupuhipa.',
  'Your password must be at most 128 characters long.': 'Kia 128 pū te roa mōrahi o tō kupuhipa.',
  'Something went wrong. Please try again.': 'I hē tētahi mea. Tēnā, ngana anō.',
  'Enter your password.': 'Tuhia tō kupuhipa.',
  'Choose English (en) or te reo Māori (mi).': 'Kōwhiria te reo Pākehā (en), te reo Māori (mi) rānei.',

  // ------------------------------------------------------------ the plan (domain/plan, features/plan)
  'Enter a number.': 'Tuhia he tau.',
  'This text has a broken character in it. Type it again.':
    'He pū pakaru kei roto i tēnei kupu. Patohia anō.',
  'Must be a string with at least {1} characters': 'Me kupu e {1} pū te iti rawa',
  'Enter a phone number like 07 123 4567 or +64 21 123 4567.':
    'Tuhia he nama waea pērā i te 07 123 4567, +64 21 123 4567 rānei.',
  'Enter a web address starting with https://.': 'Tuhia he wāhitau ipurangi e tīmata ana ki te https://.',
  'Enter a date like 2026-03-15.': 'Tuhia he rā pērā i te 2026-03-15.',
  'Enter an e-mail address like name@school.nz.': 'Tuhia he wāhitau īmēra pērā i te name@school.nz.',
  'Must be a number': 'Me tau',
  'Must be a whole number': 'Me tau tōpū',
  'Must be a number >= {1}': 'Me tau e rite ana ki te {1}, nui ake rānei',
  'Must be a number <= {1}': 'Me tau e rite ana ki te {1}, iti iho rānei',
  'Choose one of the options.': 'Kōwhiria tētahi o ngā kōwhiringa.',
  'Each option once.': 'Kia kotahi anake ia kōwhiringa.',
  'Must be true or false': 'Me pono, me hē rānei',
  'Use at most {1} rows.': 'Kia {1} ngā rārangi te mōrahi.',
  'Each row needs its own id.': 'Me whai tohu tautuhi ake ia rārangi.',
  'Attach at most {1} files.': 'Kia {1} ngā kōnae te mōrahi.',
  'Choose {1}.': 'Kōwhiria {1}.',
  'That file was not found.': 'Kāore i kitea taua kōnae.',
  'That file is missing from storage.': 'Kua ngaro taua kōnae i te pātaka.',
  'Choose a plan section.': 'Kōwhiria tētahi wāhanga o te mahere.',
  'Unknown section.': 'Kāore i mōhiotia te wāhanga.',
  'Not a file field.': 'Ehara i te āpure kōnae.',
  'This part of the form does not take files.': 'Kāore tēnei wāhanga o te puka e tango kōnae.',
  'Choose a file.': 'Kōwhiria he kōnae.',
  'Send the file as a form upload.': 'Tukuna te kōnae hei tukuatanga puka.',
  'Choose a file to upload.': 'Kōwhiria he kōnae hei tukuatu.',
  'Choose a file of at most 10 MB (a photo can be resized on the phone).':
    'Kōwhiria he kōnae 10 MB te mōrahi (ka taea te whakaiti i tētahi whakaahua i te waea).',
  'Choose a file that has content.': 'Kōwhiria he kōnae he ihirangi kei roto.',
  'The file is empty.': 'Kei te piako te kōnae.',
  'This file cannot be attached here.': 'Kāore e taea te tāpiri i tēnei kōnae ki konei.',
  'One answer needs fixing.': 'Me whakatika tētahi whakautu.',
  '{1} answers need fixing.': 'Me whakatika ngā whakautu e {1}.',
  'This version no longer fits the form and cannot be restored as it is.':
    'Kāore tēnei putanga e hāngai ana ki te puka ināianei, ā, kāore e taea te whakahoki kia pērā tonu.',
  'Send the version of the section you edited.': 'Tukuna te putanga o te wāhanga i whakatikaina e koe.',
  'Send the section answers as an object.': 'Tukuna ngā whakautu o te wāhanga hei ahanoa.',
  'There is no plan for that school.': 'Kāore he mahere mō taua kura.',
  'Some attached files could not be found.': 'Kāore i kitea ētahi kōnae i tāpiritia.',
  'That version of the section was not found.': 'Kāore i kitea taua putanga o te wāhanga.',
  'There is no plan section with that id.': 'Kāore he wāhanga mahere me taua tohu tautuhi.',
  "Taumata Arowai's 24/7 line ({1}) is not in the incident plan":
    'Kāore te waea 24/7 a Taumata Arowai ({1}) i te mahere aituā',
  'Water demand calculation does not meet MOE storage requirements':
    'Kāore te tātai hiahia wai e tutuki ana i ngā herenga rokiroki a te Tāhuhu o te Mātauranga (MOE)',

  // ------------------------------------------------------------ water tests (csv import, routes, service)
  'The first line must name the columns; missing: {1}.':
    'Me tapa te rārangi tuatahi i ngā tīwae; kei te ngaro: {1}.',
  'The file has no results after its first line.':
    'Kāore he otinga i te kōnae i muri i tōna rārangi tuatahi.',
  'A file may hold at most {1} results; split it in two.':
    'Kia {1} ngā otinga te mōrahi i te kōnae kotahi; wehea kia rua.',
  'Sample {1} has a second {2} result; the first is on line {3}.':
    'He otinga {2} tuarua tō te tauira {1}; kei te rārangi {3} te tuatahi.',
  'Give the year as a number, like 2026.': 'Tuhia te tau hei nama, pērā i te 2026.',
  'The Rules apply from 2023.': 'Ka whai mana ngā Ture mai i te 2023.',
  'Give a year up to 2100.': 'Tuhia he tau tae noa ki te 2100.',
  'A quarter is 1 to 4.': 'Ko te hauwhā he 1 ki te 4.',
  'You do not have permission to enter water-test results for this school.':
    'Kāore ō whakaaetanga ki te tuhi otinga whakamātautau wai mō tēnei kura.',
  '1 line needs correcting; nothing was imported.':
    'Me whakatika tētahi rārangi; kāore tētahi mea i kawemai.',
  '{1} lines need correcting; nothing was imported.':
    'Me whakatika ngā rārangi e {1}; kāore tētahi mea i kawemai.',
  'A sample in this file is already in the log with a different result for the same test; nothing was imported. Check the file against the log.':
    'Kei te rārangi kē tētahi tauira o tēnei kōnae, he otinga rerekē mō taua whakamātautau anō; kāore tētahi mea i kawemai. Tirohia te kōnae me te rārangi.',
  'This result was already sent with other values (sample {1}, {2}); nothing was changed.':
    'I tukuna kētia tēnei otinga me ētahi atu uara (tauira {1}, {2}); kāore tētahi mea i whakarerekētia.',
  'In 8.1, the {1} result of {2} over the limit was changed by {3}: it is no longer over the limit there. This incident stays open until someone closes it.':
    'I te 8.1, i whakarerekētia e {3} te otinga {1} o te {2} i runga ake i te tepe: kua kore i runga ake i te tepe i reira. Ka tuwhera tonu tēnei aituā kia kati rā anō e tētahi.',

  // ------------------------------------------------------------ approval (features/approval)
  'A note can be at most 2,000 characters.': 'Ko te 2,000 pū te roa mōrahi o te tuhipoka.',
  'Enter the date of the board’s approval.': 'Tuhia te rā i whakaaetia ai e te poari.',
  'Enter the date as YYYY-MM-DD.': 'Tuhia te rā hei YYYY-MM-DD.',
  'That date does not exist.': 'Kāore taua rā i te tīari.',
  'Enter the approver’s name.': 'Tuhia te ingoa o te kaiwhakaae.',
  'A name can be at most 120 characters.': 'Ko te 120 pū te roa mōrahi o te ingoa.',
  'Enter the approver’s role, for example Board chair.':
    'Tuhia te tūranga o te kaiwhakaae, hei tauira Heamana o te poari.',
  'A role can be at most 120 characters.': 'Ko te 120 pū te roa mōrahi o te tūranga.',
  'At most 300 characters.': 'Kia 300 pū te mōrahi.',
  'Give the approvers as a list.': 'Tukuna ngā kaiwhakaae hei rārangi.',
  'Name at most 20 approvers.': 'Kia 20 ngā kaiwhakaae te mōrahi.',
  'Enter the last day the board chair may read the plan, like 2027-03-31.':
    'Tuhia te rā whakamutunga e taea ai e te heamana o te poari te pānui i te mahere, pērā i te 2027-03-31.',
  'Only an approver the school named, or someone recording the board’s decision, can approve the plan.':
    'Mā tētahi kaiwhakaae i tapaina e te kura anake, mā te tangata rānei e tuhi ana i te whakatau a te poari, e whakaae te mahere.',
  'The approval date cannot be in the future.': 'Kāore e taea te rā whakaae kia kei te heke mai.',
  'Say where the board’s decision is minuted, for example “Board minutes 9 April 2026, item 6”.':
    'Kīia kei hea te whakatau a te poari i ngā meneti, hei tauira “Board minutes 9 April 2026, item 6”.',
  'The plan has no answers yet: there is nothing to approve.':
    'Kāore anō he whakautu i te mahere: kāore he mea hei whakaae.',
  'The plan changed after it was submitted for approval. Submit it again so the board approves what it says now.':
    'I panoni te mahere i muri i tōna tukunga kia whakaaetia. Tukuna anō kia whakaae te poari ki ōna kōrero o nāianei.',
  'Someone approved this submission a moment ago.':
    'I whakaaetia tēnei tukunga e tētahi i tērā wā poto ake nei.',
  'Choose a date after today.': 'Kōwhiria he rā i muri i te rā nei.',
  'The end date must be in the future.': 'Me kei te heke mai te rā mutunga.',
  'An approver must be a current viewer of this school. Invite the board chair as a viewer first.':
    'Me kaititiro o nāianei te kaiwhakaae o tēnei kura. Tonoa te heamana o te poari hei kaititiro i te tuatahi.',

  // ------------------------------------------------------------ WaiKura AI (features/assistant)
  'WaiKura AI: something in your plan may need action now':
    'WaiKura AI: tērā pea he mea i tō mahere me mahi ināianei',
  'An answer about {1} mentions something urgent or a penalty. Check your answers there. If your water is or may be unsafe, tell Taumata Arowai: its line 04 889 8350 is answered 24 hours a day (Drinking Water Safety Planning guidance for medium supplies, p. 14).':
    'Kei tētahi whakautu mō {1} he kōrero mō tētahi mea ohotata, mō tētahi whiu rānei. Tirohia ō whakautu i reira. Mēnā kāore, tērā pea rānei kāore, i te haumaru tō wai, whakamōhiotia a Taumata Arowai: ka whakautua tana waea 04 889 8350 i ngā hāora 24 o te rā (Drinking Water Safety Planning guidance for medium supplies, p. 14).',
  'Check the plan': 'Tirohia te mahere',
  'We could not find that school.': 'Kāore i kitea e mātou taua kura.',
  'You do not have access to this school.': 'Kāore ō urunga ki tēnei kura.',
  'WaiKura AI is switched off on this server.': 'Kua whakawetohia a WaiKura AI i tēnei tūmau.',
  'The last message must be the question.': 'Me pātai te karere whakamutunga.',
  'The last message must be the user’s question.': 'Me pātai a te kaiwhakamahi te karere whakamutunga.',
  'There is no such section of the plan.': 'Kāore he wāhanga pērā i te mahere.',
  'There is no section of the plan with this id.': 'Kāore he wāhanga o te mahere me tēnei tohu tautuhi.',
  'Failed to get chat response. Please try again.': 'Kāore i whiwhi whakautu. Tēnā, ngana anō.',
  'A message’s role is "user" or "assistant".': 'Ko te tūranga o te karere he “user”, he “assistant” rānei.',
  'Enter a message.': 'Tuhia he karere.',
  'Enter a message: an empty one is not sent.': 'Tuhia he karere: kāore e tukuna he karere piako.',
  'A message can be at most {1} characters.': 'Ko te {1} pū te roa mōrahi o te karere.',
  'Send at least one message: the question.': 'Tukuna kia kotahi te karere te iti rawa: te pātai.',
  'Send at most the last 20 messages of the conversation.':
    'Tukuna ngā karere 20 whakamutunga o te kōrerorero te mōrahi.',

  // ------------------------------------------------------------ contractors (profiles, tasks, assignments)
  'Your {1} certification expires on {2}': 'Ka pau tō tohu mātauranga {1} hei te {2}',
  'Renew {1} with {2} before {3}, then update the expiry date in your WaiKura profile so schools and WaiKura staff see it is current.':
    'Whakahoutia a {1} me {2} i mua i te {3}, kātahi ka whakahou i te rā pau i tō kōtaha WaiKura kia kite ai ngā kura me ngā kaimahi o WaiKura kei te whai mana tonu.',
  'Renew {1} before {2}, then update the expiry date in your WaiKura profile so schools and WaiKura staff see it is current.':
    'Whakahoutia a {1} i mua i te {2}, kātahi ka whakahou i te rā pau i tō kōtaha WaiKura kia kite ai ngā kura me ngā kaimahi o WaiKura kei te whai mana tonu.',
  'Open your profile': 'Huakina tō kōtaha',
  'Only contractors have a contractor profile.': 'Mā ngā kaikirimana anake he kōtaha kaikirimana.',
  'Two certifications have the same id.': 'He ōrite te tohu tautuhi o ngā tohu mātauranga e rua.',
  'Each certification needs its own id.': 'Me whai tohu tautuhi ake ia tohu mātauranga.',
  'Your profile was changed since you opened it (perhaps in another tab). Reload it, then make your change again.':
    'I whakarerekētia tō kōtaha mai i tō huakitanga (i tētahi atu ripa pea). Utaina anō, kātahi ka mahi anō i tō panoni.',
  'That work is no longer offered: it may be done or changed in the plan or calendar.':
    'Kua kore tēnei mahi e tukuna: kua oti pea, kua panonitia rānei i te mahere, i te maramataka rānei.',
  'Choose work from the list.': 'Kōwhiria he mahi i te rārangi.',
  'Some answers need attention.': 'Me aro atu ki ētahi whakautu.',
  'This work is already a task: open it from the list.': 'He mahi kē tēnei: huakina mai i te rārangi.',
  'That task was not found.': 'Kāore i kitea taua mahi.',
  'Someone changed this task since you opened it. Reload it to see their change, then make yours again.':
    'I panonitia tēnei mahi e tētahi mai i tō huakitanga. Utaina anō kia kite ai i tā rātou panoni, kātahi ka mahi anō i tāu.',
  'Say whether the photo is from before or after the work.':
    'Kīia mēnā nō mua, nō muri rānei i te mahi te whakaahua.',
  'Choose before or after.': 'Kōwhiria i mua, i muri rānei.',
  'A task takes at most {1} photos.': 'Kia {1} ngā whakaahua te mōrahi mō tētahi mahi.',
  'Remove a photo first: this task already has {1}.':
    'Tangohia tētahi whakaahua i te tuatahi: e {1} kē ngā whakaahua o tēnei mahi.',
  'That photo was not found.': 'Kāore i kitea taua whakaahua.',
  'Only contractors have a schedule of work.': 'Mā ngā kaikirimana anake he hōtaka mahi.',
  'Only contractors have assignments.': 'Mā ngā kaikirimana anake he tautapanga.',

  // ------------------------------------------------------------ deliveries and messaging (staff)
  'Give the date as YYYY-MM-DD.': 'Tuhia te rā hei YYYY-MM-DD.',
  'Search for at most 254 characters.': 'Kia 254 pū te mōrahi o te rapu.',
  'Search for at most 200 characters.': 'Kia 200 pū te mōrahi o te rapu.',
  'We could not find that delivery report.': 'Kāore i kitea e mātou taua pūrongo tuku.',
  'This message was delivered; there is nothing to retry.':
    'Kua tae tēnei karere; kāore he mea hei ngana anō.',
  'This message is already being sent.': 'Kei te tukuna kētia tēnei karere.',
  'WaiKura is still trying to deliver this message on its own.':
    'Kei te ngana tonu a WaiKura ki te tuku i tēnei karere.',
  'Someone else retried this message a moment ago.':
    'I ngana anō tētahi atu i tēnei karere i tērā wā poto ake nei.',
  'Choose email or sms.': 'Kōwhiria email, sms rānei.',
  'Choose queued, sent or failed.': 'Kōwhiria queued, sent, failed rānei.',
  'Give the offset as a number.': 'Tuhia te nekehanga hei tau.',
  'Give the offset as a whole number.': 'Tuhia te nekehanga hei tau tōpū.',
  'The offset cannot be negative.': 'Kāore e taea te nekehanga kia tōraro.',
  'The offset is too large.': 'He nui rawa te nekehanga.',
  'There is no {1} report {2}.': 'Kāore he pūrongo {1} {2}.',
  'Enter the mobile number to send the message to.': 'Tuhia te nama waea pūkoro hei tukunga mō te karere.',
  'Enter the message to send.': 'Tuhia te karere hei tuku.',
  'A text message can be at most 1,600 characters.': 'Ko te 1,600 pū te roa mōrahi o te karere waea.',
  'An e-mail address can be at most 254 characters.': 'Ko te 254 pū te roa mōrahi o te wāhitau īmēra.',
  'Enter a subject.': 'Tuhia he kaupapa.',
  'A subject can be at most 200 characters.': 'Ko te 200 pū te roa mōrahi o te kaupapa.',
  'A subject is one line.': 'Kotahi anake te rārangi o te kaupapa.',
  'A message can be at most 20,000 characters.': 'Ko te 20,000 pū te roa mōrahi o te karere.',
  'Give the year as four digits, or undated.': 'Tuhia te tau hei mati e whā, undated rānei.',

  // ------------------------------------------------------------ incidents (features/incidents)
  'Choose what kind of incident it is.': 'Kōwhiria te momo aituā.',
  'Say in a few words what happened.': 'Kīia i ētahi kupu poto te mea i puta.',
  'Describe what happened.': 'Whakamāramahia te mea i puta.',
  'Enter when it was discovered, as a date and time.': 'Tuhia te wā i kitea ai, hei rā me te wā.',
  'clientId must be a uuid made by the client.': 'Me uuid te clientId i hangaia e te kiritaki.',
  'Choose a step, a note or a follow-up sample.':
    'Kōwhiria he hīkoi, he tuhipoka, he tauira whai muri rānei.',
  'Say what was done.': 'Kīia te mea i mahia.',
  'Enter when it was done, as a date and time.': 'Tuhia te wā i mahia ai, hei rā me te wā.',
  'Enter when Taumata Arowai was told, as a date and time.':
    'Tuhia te wā i whakamōhiotia ai a Taumata Arowai, hei rā me te wā.',
  'Choose how Taumata Arowai was told.': 'Kōwhiria te huarahi i whakamōhiotia ai a Taumata Arowai.',
  'Write what was learnt, for the plan’s review.': 'Tuhia ngā akoranga, mō te arotake o te mahere.',
  'This cannot be in the future.': 'Kāore e taea tēnei kia kei te heke mai.',
  'There is no such incident at this school.': 'Kāore he aituā pērā i tēnei kura.',
  'You may read this school’s incidents but not change them.':
    'Ka taea e koe te pānui i ngā aituā o tēnei kura, engari kāore e taea te whakarerekē.',
  'This note was already sent with other content; nothing was changed.':
    'I tukuna kētia tēnei tuhipoka me ētahi atu kōrero; kāore tētahi mea i whakarerekētia.',
  'This incident is already closed.': 'Kua katia kētia tēnei aituā.',

  // ------------------------------------------------------------ iwi engagement, maintenance, pre-visit, visit reports
  'Follow-up from your engagement with mana whenua, due by {1} ({2}): {3}':
    'He mahi whai muri i tō whakapānga ki te mana whenua, me oti hei te {1} ({2}): {3}',
  'Follow-up from your engagement with mana whenua, due by {1}: {2}':
    'He mahi whai muri i tō whakapānga ki te mana whenua, me oti hei te {1}: {2}',
  'Open the engagement tracker': 'Huakina te aroturuki whakapānga',
  'Follow-up needed: {1}': 'Me whai mahi anō: {1}',
  'Maintenance logged: {1}': 'Kua tuhia he mahi tiaki: {1}',
  '{1} logged work on {2}: {3} They say follow-up work is needed.':
    'I tuhi a {1} i tētahi mahi i te {2}: {3} E ai ki a rātou, me whai mahi anō.',
  '{1} logged work on {2}: {3}': 'I tuhi a {1} i tētahi mahi i te {2}: {3}',
  'Add it to the plan': 'Tāpirihia ki te mahere',
  'Enter the date the work was done, like 2026-11-20.': 'Tuhia te rā i oti ai te mahi, pērā i te 2026-11-20.',
  'Choose the part of the supply you worked on.': 'Kōwhiria te wāhanga o te puna tuku wai i mahi ai koe.',
  'Describe the work you did.': 'Whakamāramahia te mahi i mahia e koe.',
  'Someone else saved this questionnaire since you opened it. Reload it to see their answers, then make your change again.':
    'I tiakina tēnei rārangi pātai e tētahi atu mai i tō huakitanga. Utaina anō kia kite ai i ā rātou whakautu, kātahi ka mahi anō i tō panoni.',
  '{1} sent its pre-visit questionnaire': 'Kua tukuna e {1} tōna rārangi pātai i mua i te toronga',
  '{1} answered {2} of {3} questions about access, hazards and the supply. Read it before you visit.':
    'I whakautu a {1} i ngā pātai {2} o ngā {3} mō te urunga, ngā mōrea me te puna tuku wai. Pānuitia i mua i tō toronga.',
  'Read it': 'Pānuitia',
  'That visit report was not found.': 'Kāore i kitea taua pūrongo toronga.',
  'Only the contractor who wrote this report can change it.':
    'Mā te kaikirimana nāna tēnei pūrongo i tuhi anake e whakarerekē.',
  'Only the contractor who wrote this report can submit it.':
    'Mā te kaikirimana nāna tēnei pūrongo i tuhi anake e tuku.',
  'Only contractors write visit reports.': 'Mā ngā kaikirimana anake e tuhi ngā pūrongo toronga.',
  'This report was changed since you opened it (perhaps on another device). Reload it, then make your change again.':
    'I whakarerekētia tēnei pūrongo mai i tō huakitanga (i tētahi atu pūrere pea). Utaina anō, kātahi ka mahi anō i tō panoni.',
  'This report has been submitted and can no longer be changed.':
    'Kua tukuna tēnei pūrongo, ā, kua kore e taea te whakarerekē.',
  'The report is not finished yet.': 'Kāore anō te pūrongo kia oti.',
  'Visit report from {1}: {2}': 'He pūrongo toronga nā {1}: {2}',
  '{1} visited on {2}: {3} They say follow-up work is needed. The work is in the maintenance log, ready for 8.3.':
    'I toro mai a {1} i te {2}: {3} E ai ki a rātou, me whai mahi anō. Kei te pukapuka tiaki te mahi, kua rite mō te 8.3.',
  '{1} visited on {2}: {3} The work is in the maintenance log, ready for 8.3.':
    'I toro mai a {1} i te {2}: {3} Kei te pukapuka tiaki te mahi, kua rite mō te 8.3.',
  'Read the report': 'Pānuitia te pūrongo',
  'This report has already been reviewed.': 'Kua arotakehia kētia tēnei pūrongo.',
  'Your visit report of {1} was reviewed': 'Kua arotakehia tō pūrongo toronga o te {1}',
  'Open the report': 'Huakina te pūrongo',

  // ------------------------------------------------------------ the map
  'That point is not in New Zealand.': 'Kāore tēnei wāhi i Aotearoa.',
  'That point is not in New Zealand. Check the latitude (south is negative, about −34 to −48).':
    'Kāore tēnei wāhi i Aotearoa. Tirohia te ahopae (he tōraro te tonga, tata ki te −34 ki te −48).',
  'That point is not in New Zealand. Check the longitude (about 166 to 179 east).':
    'Kāore tēnei wāhi i Aotearoa. Tirohia te ahopou (tata ki te 166 ki te 179 ki te rāwhiti).',
  'Enter the {1} as a number of degrees.': 'Tuhia te {1} hei tau putu.',
  'The {1} must be between {2} and {3}.': 'Me noho te {1} i waenga i te {2} me te {3}.',

  // ------------------------------------------------------------ notifications written through the API (staff)
  'Name the person by their user id.': 'Tapaina te tangata mā tōna tohu tautuhi kaiwhakamahi.',
  'Name the school by its id.': 'Tapaina te kura mā tōna tohu tautuhi.',
  'Choose error, warning, success, reminder or info.':
    'Kōwhiria error, warning, success, reminder, info rānei.',
  'Choose dwsp, water_testing, maintenance, compliance, system or general.':
    'Kōwhiria dwsp, water_testing, maintenance, compliance, system, general rānei.',
  'Choose urgent, high, medium or low.': 'Kōwhiria urgent, high, medium, low rānei.',
  'Say whether an action is required (true or false).': 'Kīia mēnā me mahi tētahi mea (true, false rānei).',
  'The action link must be a path in WaiKura, such as /school/{schoolId}/maintenance.':
    'Me ara i WaiKura te hononga mahi, pērā i te /school/{schoolId}/maintenance.',
  'The action link can be at most {1} characters long.': 'Ko te {1} pū te roa mōrahi o te hononga mahi.',
  'The button text must be text.': 'Me kupu te tuhinga o te pātene.',
  'The button text can be at most {1} characters long.':
    'Ko te {1} pū te roa mōrahi o te tuhinga o te pātene.',
  'Give the expiry as a date and time, e.g. 2026-12-01T09:00:00+13:00.':
    'Tuhia te wā pau hei rā me te wā, hei tauira 2026-12-01T09:00:00+13:00.',
  'Metadata is an object of short texts, numbers and true/false values.':
    'He ahanoa te raraunga tāpiri o ngā kupu poto, ngā tau me ngā uara true/false.',
  'Metadata can hold at most 20 entries.': 'Kia 20 ngā tāurunga te mōrahi o te raraunga tāpiri.',
  'Give the person (userId) or the school (schoolId).':
    'Tukuna te tangata (userId), te kura (schoolId) rānei.',
  'Give either one person (userId) or one school (schoolId), not both.':
    'Tukuna kotahi te tangata (userId), kotahi te kura (schoolId) rānei, kaua ko ērā e rua.',
  'Filter by all, unread, dwsp, water_testing, maintenance or compliance.':
    'Tātarihia mā all, unread, dwsp, water_testing, maintenance, compliance rānei.',
  'Enter the {1}.': 'Tuhia te {1}.',
  'The {1} can be at most {2} characters long.': 'Ko te {2} pū te roa mōrahi o te {1}.',
  'We could not find that notification.': 'Kāore i kitea e mātou taua whakamōhiotanga.',
  'You have {1} notification streams open already. Close a tab and try again.':
    'E {1} kē ō rerenga whakamōhiotanga e tuwhera ana. Katia tētahi ripa, ka ngana anō.',
  'You can only change your own notification preferences.':
    'Ko ō ake manakohanga whakamōhiotanga anake ka taea e koe te whakarerekē.',
  'The expiry must be in the future.': 'Me kei te heke mai te wā pau.',
  'We could not find that person.': 'Kāore i kitea e mātou taua tangata.',

  // ------------------------------------------------------------ people (features/people)
  'Viewer access needs an end date.': 'Me whai rā mutunga te urunga kaititiro.',
  'Enter the date viewer access ends.': 'Tuhia te rā ka mutu te urunga o te kaititiro.',
  'Choose principal, school admin or viewer.': 'Kōwhiria tumuaki, kaiwhakahaere kura, kaititiro rānei.',
  'Enter the date viewer access ends, like 2027-03-31.':
    'Tuhia te rā ka mutu te urunga o te kaititiro, pērā i te 2027-03-31.',
  'Choose your password with the link below to start. The link works once and expires in {1} days.':
    'Kōwhiria tō kupuhipa mā te hononga i raro nei kia tīmata ai. Kotahi anake te wā e mahi ai te hononga, ā, ka pau i roto i ngā rā e {1}.',
  'We could not send the invitation email, so nothing was saved. Please try again in a few minutes.':
    'Kāore i taea e mātou te tuku i te īmēra pōwhiri, nō reira kāore tētahi mea i tiakina. Tēnā, ngana anō ā ētahi meneti.',
  'We could not find that contractor.': 'Kāore i kitea e mātou taua kaikirimana.',
  '{1} is already assigned to this school.': 'Kua tautapatia kētia a {1} ki tēnei kura.',
  'We could not find an active assignment with that id for this school.':
    'Kāore i kitea e mātou he tautapanga e mahi ana me taua tohu tautuhi mō tēnei kura.',
  'We could not find current viewer access with that id for this school.':
    'Kāore i kitea e mātou he urunga kaititiro o nāianei me taua tohu tautuhi mō tēnei kura.',
  'This email is already registered.': 'Kua rēhitatia kētia tēnei īmēra.',

  // ------------------------------------------------------------ portfolio, schools, supplies (providers)
  'Choose fully_compliant, partially_compliant or non_compliant.':
    'Kōwhiria fully_compliant, partially_compliant, non_compliant rānei.',
  'Choose one of: {1}.': 'Kōwhiria tētahi o: {1}.',
  'Sort by one of: {1}.': 'Kōmakahia mā tētahi o: {1}.',
  'Choose asc or desc.': 'Kōwhiria asc, desc rānei.',
  'Give the page size as a number.': 'Tuhia te rahi o te whārangi hei tau.',
  'Give the page size as a whole number.': 'Tuhia te rahi o te whārangi hei tau tōpū.',
  'Show at least 1 school per page.': 'Whakaaturia kia 1 te kura i ia whārangi te iti rawa.',
  'Show at most 100 schools per page.': 'Whakaaturia kia 100 ngā kura i ia whārangi te mōrahi.',
  'Show at most 500 schools per page.': 'Whakaaturia kia 500 ngā kura i ia whārangi te mōrahi.',
  'A school with this Ministry of Education number already exists.':
    'Kua tīari kē tētahi kura me tēnei nama a te Tāhuhu o te Mātauranga.',
  'Another school took this name at the same moment. Please try again.':
    'I tangohia tēnei ingoa e tētahi atu kura i taua wā tonu. Tēnā, ngana anō.',
  '{1} can be at most {2} characters long.': 'Ko te {2} pū te roa mōrahi o {1}.',
  'The Ministry of Education school number must be a whole number.':
    'Me tau tōpū te nama kura a te Tāhuhu o te Mātauranga.',
  'The Ministry of Education school number must be between 1 and 99999.':
    'Me noho te nama kura a te Tāhuhu o te Mātauranga i waenga i te 1 me te 99999.',
  'The version you edited is required.': 'Me tuku te putanga i whakatikaina e koe.',
  'Someone else changed these school details since you opened them. Reload to see their changes, then try again.':
    'I whakarerekētia ēnei taipitopito kura e tētahi atu mai i tō huakitanga. Utaina anō kia kite ai i ā rātou panoni, kātahi ka ngana anō.',
  'Choose a {1} the plan offers: {2}.': 'Kōwhiria he {1} kei te mahere: {2}.',
  'Give unrecorded as true or false.': 'Tuhia te unrecorded hei true, false rānei.',

  // ------------------------------------------------------------ WaiKura staff (features/staff)
  'Choose waikura or admin.': 'Kōwhiria waikura, admin rānei.',
  'Choose a school.': 'Kōwhiria he kura.',
  'Say whether they look after the school.': 'Kīia mēnā ka tiaki rātou i te kura.',
  'We could not find that member of the provider team.':
    'Kāore i kitea e mātou taua mema o te kapa kaiwhakarato.',
  'WaiKura needs at least one administrator. Make someone else an administrator first.':
    'Me whai kaiwhakahaere kotahi a WaiKura te iti rawa. Whakaritea tētahi atu hei kaiwhakahaere i te tuatahi.',
  'The date it was completed cannot be in the future.': 'Kāore e taea te rā i oti ai kia kei te heke mai.',
  'Your "{1}" competency is due for revalidation today ({2}).':
    'Me whakamana anō tō pūkenga “{1}” i te rā nei ({2}).',
  'Your "{1}" competency is due for revalidation on {2}, in {3} days.':
    'Me whakamana anō tō pūkenga “{1}” hei te {2}, ā ngā rā e {3}.',
  'Training due for revalidation': 'He whakangungu me whakamana anō',
  'Open staff management': 'Huakina te whakahaere kaimahi',
  'We could not find that training record.': 'Kāore i kitea e mātou taua pūkete whakangungu.',
  'Enter the date it was completed.': 'Tuhia te rā i oti ai.',
  'Enter what the training or competency was.': 'Tuhia te whakangungu, te pūkenga rānei.',
  'Enter what the training or competency was (at least 3 characters).':
    'Tuhia te whakangungu, te pūkenga rānei (kia 3 pū te iti rawa).',
  'At most 200 characters.': 'Kia 200 pū te mōrahi.',
  'Notes can be at most 2,000 characters.': 'Ko te 2,000 pū te roa mōrahi o ngā tuhipoka.',

  // ------------------------------------------------------------ suppliers (features/suppliers)
  'We could not find that supplier. It may have been removed.':
    'Kāore i kitea e mātou taua kaiwhakarato. Kua tangohia pea.',
  '{1} must be text.': 'Me kupu a {1}.',
  'Someone else changed this supplier since you opened it. Reload to see their changes, then try again.':
    'I whakarerekētia tēnei kaiwhakarato e tētahi atu mai i tō huakitanga. Utaina anō kia kite ai i ā rātou panoni, kātahi ka ngana anō.',
  'Choose laboratory, contractor, equipment or other.':
    'Kōwhiria taiwhanga, kaikirimana, taputapu, tētahi atu rānei.',
  'Enter an e-mail address like lab@example.nz.': 'Tuhia he wāhitau īmēra pērā i te lab@example.nz.',
  'Enter a phone number, for example 07 123 4567.': 'Tuhia he nama waea, hei tauira 07 123 4567.',
  'Enter a web address starting with https:// or http://.':
    'Tuhia he wāhitau ipurangi e tīmata ana ki te https://, ki te http:// rānei.',
  'Answer yes or no.': 'Whakautua āe, kāo rānei.',
  'Enter the supplier’s name.': 'Tuhia te ingoa o te kaiwhakarato.',
  'Enter the supplier’s name (at least 2 characters).':
    'Tuhia te ingoa o te kaiwhakarato (kia 2 pū te iti rawa).',
  'A name can be at most 120 characters long.': 'Ko te 120 pū te roa mōrahi o te ingoa.',

  // ------------------------------------------------------------ speed reports
  'Too many speed reports from this address. Try again in a minute.':
    'He maha rawa ngā pūrongo tere mai i tēnei wāhitau. Ngana anō ā tētahi meneti.',
  // ------------------------------------------------------------ the activity log's lines (shown in the reader's language)
  'Signed up and created {1}': 'I rēhita, ā, i waihanga i a {1}',
  'Failed login for {1}': 'I rahua te takiuru mō {1}',
  '{1} logged in': 'I takiuru a {1}',
  '{1} logged out': 'I takiputa a {1}',
  'Plan version {1} submitted for the board’s approval':
    'I tukuna te putanga {1} o te mahere kia whakaaetia e te poari',
  'Plan version {1} approved by {2} ({3}) on {4}':
    'I whakaaetia te putanga {1} o te mahere e {2} ({3}) i te {4}',
  'Invited {1} as the board chair who approves the plan of {2}':
    'I tonoa a {1} hei heamana o te poari hei whakaae i te mahere o {2}',
  'Plan approvers named: {1}': 'Ngā kaiwhakaae o te mahere kua whakaingoatia: {1}',
  'Added "{1}" to the calendar': 'I tāpiritia a "{1}" ki te maramataka',
  'Changed "{1}" in the calendar (version {2})': 'I panonitia a "{1}" i te maramataka (putanga {2})',
  'Deleted "{1}" from the calendar': 'I mukua a "{1}" i te maramataka',
  'Marked "{1}" of {2} as done': 'I tohua a "{1}" o te {2} kua oti',
  'Marked an occurrence of {1} as not done': 'I tohua tētahi putanga o te {1} kāore anō kia oti',
  'Created a new calendar subscription link (any earlier link stopped working)':
    'I waihangatia he hononga ohauru hou ki te maramataka (kua mutu te mahi a ngā hononga o mua)',
  'Stopped sharing the calendar: the subscription link no longer works':
    'Kua mutu te tiritiri i te maramataka: kāore e mahi ana te hononga ohauru',
  'Updated their contractor profile ({1}, {2} certifications)':
    'I whakahoutia tōna kōtaha kaikirimana ({1}, {2} ngā tohu mātauranga)',
  'Asked the contractor for "{1}" on {2} at {3}': 'I tono ki te kaikirimana mō "{1}" i te {2} ki {3}',
  'Planned "{1}" on {2} at {3}': 'I whakamaheretia a "{1}" mō te {2} ki {3}',
  'Finished the task "{1}" at {2}': 'I whakaotia te mahi "{1}" ki {2}',
  'Changed the task "{1}" at {2}': 'I panonitia te mahi "{1}" ki {2}',
  'Added a photo ({1}) to the task "{2}" at {3}': 'I tāpiritia he whakaahua ({1}) ki te mahi "{2}" ki {3}',
  'Removed a photo from the task "{1}" at {2}': 'I tangohia he whakaahua i te mahi "{1}" ki {2}',
  'Created contractor account {1}': 'I waihangatia te pūkete kaikirimana {1}',
  'Retried text message to {1}: {2}': 'I ngana anō i te karere waea ki {1}: {2}',
  'Retried e-mail to {1}: {2}': 'I ngana anō i te īmēra ki {1}: {2}',
  'Marked the page issue on {1} as {2}': 'I tohua te raru whārangi i {1} hei {2}',
  'Replied to a contact message from {1}': 'I whakautu ki tētahi karere nā {1}',
  'Incident opened at {1}: {2}': 'I whakatūwheratia he aituā ki {1}: {2}',
  'Incident opened at {1}: {2} (entered in 8.1)':
    'I whakatūwheratia he aituā ki {1}: {2} (i tāurutia ki te 8.1)',
  'Incident "{1}" at {2}: {3}': 'Aituā "{1}" ki {2}: {3}',
  '{1}, incident "{2}" at {3}': '{1}, aituā "{2}" ki {3}',
  'Incident "{1}" closed at {2}': 'I katia te aituā "{1}" ki {2}',
  'Recorded maintenance ({1}) at {2}': 'I tuhia he mahi tiaki ({1}) ki {2}',
  'Map location set for {1}': 'Kua tautuhia te wāhi ki te mahere whenua mō {1}',
  'Text message to {1}': 'Karere waea ki {1}',
  'E-mail to {1}: {2}': 'Īmēra ki {1}: {2}',
  'Changed notification preferences': 'I panonitia ngā manakohanga whakamōhiotanga',
  'Sent the notification "{1}" to 1 person': 'I tukuna te whakamōhiotanga "{1}" ki te tangata kotahi',
  'Sent the notification "{1}" to {2} people': 'I tukuna te whakamōhiotanga "{1}" ki ngā tāngata e {2}',
  'Invited {1} as {2} to {3}': 'I tonoa a {1} hei {2} ki {3}',
  'Assigned {1} to {2}': 'I tautapahia a {1} ki {2}',
  'Ended a contractor assignment at {1}': 'I whakamutua tētahi tautapanga kaikirimana ki {1}',
  'Revoked viewer access at {1}': 'I tangohia te āheinga kaititiro ki {1}',
  'Downloaded the plan as {1}': 'I tikiake te mahere hei {1}',
  'Sent the pre-visit questionnaire of {1}': 'I tukuna te rārangi pātai i mua i te toronga o {1}',
  'Saved the pre-visit questionnaire of {1}': 'I tiakina te rārangi pātai i mua i te toronga o {1}',
  'Added {1}': 'I tāpiritia a {1}',
  'Updated the details of {1}': 'I whakahoutia ngā taipitopito o {1}',
  '{1} is now an administrator': 'He kaiwhakahaere a {1} ināianei',
  '{1} is now provider staff': 'He kaimahi kaiwhakarato a {1} ināianei',
  '{1}: {2} (completed {3}, due again {4})': '{1}: {2} (i oti i te {3}, ka tika anō hei te {4})',
  '{1}: a training record was removed': '{1}: i tangohia tētahi rekoata whakangungu',
  'Supplier added: {1}': 'Kaiwhakarato kua tāpiritia: {1}',
  'Supplier changed: {1}': 'Kaiwhakarato kua panonitia: {1}',
  'Supplier removed: {1}': 'Kaiwhakarato kua tangohia: {1}',
  'Started a visit report for {1} at {2}': 'I tīmatahia he pūrongo toronga mō {1} ki {2}',
  'Submitted the visit report of {1} at {2}': 'I tukuna te pūrongo toronga o {1} ki {2}',
  'Reviewed the visit report of {1} at {2}': 'I arotakea te pūrongo toronga o {1} ki {2}',
  'Entered {1} {2}{3} {4} for sample {5} at {6}': 'I tāurutia {1} {2}{3} {4} mō te tauira {5} ki {6}',
  'Imported {1} water-test results at {2}': 'I kawemaitia ngā hua whakamātautau wai e {1} ki {2}',
  'Saved {1} {2} (version {3})': 'I tiakina {1} {2} (putanga {3})',
  'Set {1} {2} to {3}': 'I tautuhia {1} {2} hei {3}',
  'Set {1} {2} to its computed status': 'I tautuhia {1} {2} ki te tūnga ka tātaihia',
  'Restored {1} {2} to version {3}': 'I whakahokia {1} {2} ki te putanga {3}',
  'Wrote the water-test results of {1} from the log into 8.1 (version {2})':
    'I tuhia ngā hua whakamātautau wai o {1} mai i te pukapuka ki te 8.1 (putanga {2})',
};

/**
 * The words put into a message as a value: the labels that schema helpers put into their messages (a
 * field's name, a question's subject) and the type names zod puts into its own. Used only for the values of
 * an error message, never for a notification's values, which are people's names and what they typed.
 */
export const LABELS_MI: Readonly<Record<string, string>> = {
  string: 'tuhinga',
  number: 'tau',
  boolean: 'pono, hē rānei',
  object: 'ahanoa',
  array: 'rārangi',
  undefined: 'kore',
  null: 'kore',
  'quiet hours are on': 'kei te kā ngā hāora mū',
  'the weekly e-mail digest is on': 'kei te kā te whakarāpopototanga īmēra ia wiki',
  'you want DWSP notifications': 'e hiahia ana koe ki ngā whakamōhiotanga mahere haumaru wai inu',
  'you want water testing notifications': 'e hiahia ana koe ki ngā whakamōhiotanga whakamātautau wai',
  'you want maintenance notifications': 'e hiahia ana koe ki ngā whakamōhiotanga tiaki',
  'you want compliance notifications': 'e hiahia ana koe ki ngā whakamōhiotanga tautukunga',
  'you want system notifications': 'e hiahia ana koe ki ngā whakamōhiotanga pūnaha',
  'you want general notifications': 'e hiahia ana koe ki ngā whakamōhiotanga whānui',
  'you want e-mail notifications': 'e hiahia ana koe ki ngā whakamōhiotanga īmēra',
  'you want push notifications': 'e hiahia ana koe ki ngā whakamōhiotanga pana',
  'you want in-app notifications': 'e hiahia ana koe ki ngā whakamōhiotanga i te taupānga',
  'you want text messages': 'e hiahia ana koe ki ngā karere waea',
  'text message': 'karere waea',
  'e-mail': 'īmēra',
  latitude: 'ahopae',
  longitude: 'ahopou',
  title: 'ingoa',
  message: 'karere',
  'A region': 'te rohe',
  'An address': 'te wāhitau',
  source: 'puna wai',
  treatment: 'whakapai wai',
  'kind of storage': 'momo rokiroki',
  storage: 'rokiroki',
  'A contact name': 'te ingoa whakapā',
  'An e-mail address': 'te wāhitau īmēra',
  'A phone number': 'te nama waea',
  'A web address': 'te wāhitau ipurangi',
  'What they provide': 'ā rātou ratonga',
  Notes: 'ngā tuhipoka',
};
