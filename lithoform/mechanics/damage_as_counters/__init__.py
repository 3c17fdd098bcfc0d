"""'If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1
counters on that creature instead.' (Soul-Scar Mage): a replacement effect on damage (614.1a), not prevention."""
