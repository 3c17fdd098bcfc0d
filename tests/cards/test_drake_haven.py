"""Drake Haven (compiled from its Oracle text), played through the engine.

Oracle text: Whenever you cycle or discard a card, you may pay {1}. If you do, create a 2/2 blue Drake
creature token with flying."""

from __future__ import annotations

from support import board

HAVEN = "Drake Haven"


def test_cycling_a_card_triggers_it_only_once() -> None:
    """Ruling: "An ability that triggers whenever you "cycle or discard" a card triggers only once if you cycle a
    card. The ability "Whenever you discard a card" is functionally identical to this ability; cycling is
    mentioned for clarity." (702.29a)"""
    game = board({"battlefield": [HAVEN, "Plains", "Plains"], "hand": ["Secluded Steppe"]})
    steppe = game.find("Secluded Steppe")
    game.apply(f"activate {steppe} 2")
    game.apply("autopay")
    triggered = [e for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == HAVEN]
    assert len(triggered) == 1
