"""'Whenever a [quality] card leaves your graveyard': the trigger event's name. Data only."""

from __future__ import annotations

LEAVES_YOUR_GRAVEYARD = "leaves_your_graveyard"  # Trigger.event: a card leaves its controller's graveyard
