"""'Each player puts a creature card from their graveyard onto the battlefield.' (Exhume): each player chooses a
card of their own graveyard (101.4: in APNAP order), then the cards enter at the same time (110.2a)."""
