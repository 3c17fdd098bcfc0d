"""The trigger event names of the mechanic (shared by its text and rules parts). Data only."""

DISCARDS = "discards"  # Trigger.event: a card was discarded (701.9a); `whose`: your / opponent / any
# Trigger.cause: 'a spell or ability an opponent controls causes you to discard' (608.2: the resolving object's
# controller is an opponent of the discarding player)
OPPONENT_CAUSE = "opponent"
