"""'You may have ~ enter as a copy of any creature on the battlefield, except it's an Illusion in addition to its
other types' (707.9, 707.9b): exceptions to the copy, which become part of its copiable values."""
