"""Mana that may be spent only on some costs (106.6): 'Add six {G}. Spend this mana only to cast creature spells or
activate abilities of creatures.' (Castle Garenbrig); the pool and the payment rules are the core's
(rules/payment.py, `spendable`)."""
