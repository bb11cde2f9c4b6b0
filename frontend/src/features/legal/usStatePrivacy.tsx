import Box from '@mui/material/Box';
import { brand } from '../../app/theme/palette';

/** Identifiers and California customer records are collected; nothing else. */
const PERSONAL_INFORMATION_CATEGORIES = [
  {
    category: 'A. Identifiers',
    examples:
      'Contact details, such as real name, alias, postal address, telephone or mobile contact number, unique personal identifier, online identifier, Internet Protocol address, email address, and account name',
    collected: true,
  },
  {
    category: 'B. Personal information as defined in the California Customer Records statute',
    examples:
      'Name, contact information, education, employment, employment history, and financial information',
    collected: true,
  },
  {
    category: 'C. Protected classification characteristics under state or federal law',
    examples:
      'Gender, age, date of birth, race and ethnicity, national origin, marital status, and other demographic data',
    collected: false,
  },
  {
    category: 'D. Commercial information',
    examples:
      'Transaction information, purchase history, financial details, and payment information',
    collected: false,
  },
  {
    category: 'E. Biometric information',
    examples: 'Fingerprints and voiceprints',
    collected: false,
  },
  {
    category: 'F. Internet or other similar network activity',
    examples:
      'Browsing history, search history, online behavior, interest data, and interactions with our and other websites, applications, systems, and advertisements',
    collected: false,
  },
  { category: 'G. Geolocation data', examples: 'Device location', collected: false },
  {
    category: 'H. Audio, electronic, sensory, or similar information',
    examples:
      'Images and audio, video or call recordings created in connection with our business activities',
    collected: false,
  },
  {
    category: 'I. Professional or employment-related information',
    examples:
      'Business contact details in order to provide you our Services at a business level or job title, work history, and professional qualifications if you apply for a job with us',
    collected: false,
  },
  {
    category: 'J. Education Information',
    examples: 'Student records and directory information',
    collected: false,
  },
  {
    category: 'K. Inferences drawn from collected personal information',
    examples:
      'Inferences drawn from any of the collected personal information listed above to create a profile or summary about, for example, an individual’s preferences and characteristics',
    collected: false,
  },
  { category: 'L. Sensitive personal Information', examples: '', collected: false },
] as const;

/** The sixteen states whose residents have the rights described in the notice. */
export const PRIVACY_STATES = [
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Indiana',
  'Iowa',
  'Kentucky',
  'Montana',
  'New Hampshire',
  'New Jersey',
  'Oregon',
  'Tennessee',
  'Texas',
  'Utah',
  'Virginia',
] as const;

/** The categories table: a real table with headers, scrollable on narrow screens. */
export function CategoriesTable() {
  return (
    <Box
      sx={{ overflowX: 'auto', mb: 3, border: `1px solid ${brand.slate200}`, borderRadius: 2 }}
      tabIndex={0}
      role="region"
      aria-label="Categories of personal information we collect"
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          minWidth: 560,
          borderCollapse: 'collapse',
          fontSize: '0.9375rem',
          '& th, & td': {
            p: 1.5,
            borderBottom: `1px solid ${brand.slate200}`,
            textAlign: 'left',
            verticalAlign: 'top',
          },
          '& thead th': { bgcolor: brand.slate50, fontWeight: 700 },
          '& tbody tr:last-of-type td, & tbody tr:last-of-type th': { borderBottom: 0 },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Examples</th>
            <th scope="col">Collected</th>
          </tr>
        </thead>
        <tbody>
          {PERSONAL_INFORMATION_CATEGORIES.map(({ category, examples, collected }) => (
            <tr key={category}>
              <th scope="row" style={{ fontWeight: 600 }}>
                {category}
              </th>
              <td>{examples}</td>
              <Box
                component="td"
                sx={{ fontWeight: 700, color: collected ? 'success.main' : 'text.secondary' }}
              >
                {collected ? 'YES' : 'NO'}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
