"""Violent Outburst ({1}{R}{G} instant): "Cascade / Creatures you control get +1/+0 until end of turn." Its
rulings, quoted from the card database."""

from __future__ import annotations

from support import board, use_compiled, zone_names

use_compiled("Violent Outburst")


def test_ruling_you_must_exile_cards() -> None:
    """Ruling: "When the cascade ability resolves, you must exile cards. The only optional part of the ability
    is whether or not you cast the last card exiled." With only lands, every card is exiled and put back on the
    bottom (no question asked)."""
    game = board({"hand": ["Violent Outburst"], "battlefield": [{"card": "Mountain", "count": 1},
                                                                 {"card": "Forest", "count": 2}],
                  "library": ["Forest", "Island", "Plains"]})
    game.apply(f"cast {game.find('Violent Outburst')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "priority"
    assert sorted(zone_names(game, "library")) == ["Forest", "Island", "Plains"]
    assert any("cascades" in line for line in game.log())


def test_ruling_if_the_spell_is_countered_cascade_still_resolves() -> None:
    """Ruling: "If a spell with cascade is countered, the cascade ability will still resolve normally." The
    trigger is on the stack independently of the spell (603.3)."""
    game = board({"hand": ["Violent Outburst"], "battlefield": [{"card": "Mountain", "count": 1},
                                                                 {"card": "Forest", "count": 2}],
                  "library": ["Lightning Bolt"]},
                 {"hand": ["Counterspell"], "battlefield": [{"card": "Island", "count": 2}]})
    game.apply(f"cast {game.find('Violent Outburst')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply(f"cast {game.find('Counterspell', zone='hand')}")
    game.apply(f"target {game.state.stack[0]}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")  # Counterspell resolves
    assert "Violent Outburst" in zone_names(game, "graveyard")
    game.apply("pass")
    game.apply("pass")  # the cascade trigger resolves: Bolt (mana value 1 < 3) is hit
    assert game.pending.kind == "may"
