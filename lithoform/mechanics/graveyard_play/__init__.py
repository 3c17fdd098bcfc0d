"""'You may play lands from your graveyard.' (Crucible of Worlds), 'You may play lands and cast spells from your
graveyard.' (Yawgmoth's Agenda): a permanent's static ability that lets its controller play cards from their
graveyard (601.3, 305.1; the usual timing and land plays still apply, 305.2, 307.1)."""
