import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useGetFaqQuery } from '../../api/dataApi';
import { FaqPlaceholder } from './FaqPlaceholder';

/** The questions from the API's cache as an accordion (MUI makes each answer a labelled region). */
export function FaqList() {
  const faq = useGetFaqQuery().data ?? [];
  if (faq.length === 0) return <FaqPlaceholder />;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      {faq.map((item, index) => (
        <Accordion key={item.question}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${index}-question`}
            aria-controls={`faq-${index}-answer`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
