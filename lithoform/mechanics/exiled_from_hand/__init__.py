"""Streets of New Capenna's five-color cycle: '{2}, Exile ~ from your hand: Target land gains "{T}: Add {B},
{R}, or {G}" until ~ is cast from exile. You may cast ~ for as long as it remains exiled.' An activated ability
that functions in the hand (113.6), whose cost exiles the card (602.2b); the land's ability lasts until that
exiled card is cast (611.2a: a duration the effect states; the card leaving exile some other way doesn't end
it), and the card may be cast from exile while it stays there (601.3)."""
