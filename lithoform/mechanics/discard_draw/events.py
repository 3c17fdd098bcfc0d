"""The trigger event names of the mechanic (shared by its text and rules parts). Data only."""

DISCARDS = "discards"  # Trigger.event: a card was discarded (701.9a); `whose`: your / opponent / any
