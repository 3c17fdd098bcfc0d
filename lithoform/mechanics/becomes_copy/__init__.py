"""'~ becomes a copy of target land, except it has this ability.' (Thespian's Stage; 707.2, 707.9b, 613.2a): a
permanent already on the battlefield takes another object's copiable values, with no duration."""
