import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useAppSelector } from '../../app/hooks';
import { FaqPlaceholder } from './FaqPlaceholder';

/** The questions from the store as an accordion (MUI makes each answer a labelled region). */
export function FaqList() {
  const faq = useAppSelector((state) => state.data.faq);
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
