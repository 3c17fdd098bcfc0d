"""CR 702.85a cascade: “When you cast this spell, exile cards from the top of your library until you exile a
nonland card whose mana value is less than this spell's mana value. You may cast that spell without paying
its mana cost if its mana value is less than this spell's mana value. Then put all cards exiled this way that
weren't cast on the bottom of your library in a random order.” 702.85c: multiple instances trigger
separately. 608.2g: the spell is cast during the resolution. Played with compiled cards: Violent Outburst
({1}{R}{G} instant, 'Cascade. Creatures you control get +1/+0 until end of turn.'), Lightning Bolt, Serra
Angel."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled, zone_names

use_compiled("Violent Outburst", "Shardless Agent")

LANDS = [{"card": "Mountain", "count": 1}, {"card": "Forest", "count": 2}]


def _outburst(library: list[str]):
    game = board({"hand": ["Violent Outburst"], "battlefield": LANDS, "library": library})
    game.apply(f"cast {game.find('Violent Outburst')}")
    game.apply("autopay")
    assert len(game.state.stack) == 2  # the spell and its cascade trigger (601.2i, 603.3)
    game.apply("pass")
    game.apply("pass")
    return game


def test_702_85a_exiles_until_a_nonland_card_with_lesser_mana_value() -> None:
    """702.85a: Forest is exiled and passed over, Serra Angel (mana value 5, not less than 3) too; Lightning
    Bolt is the hit and may be cast."""
    game = _outburst(["Forest", "Serra Angel", "Lightning Bolt", "Mountain"])
    assert game.pending.kind == "may"
    assert "Lightning Bolt" in game.pending.prompt


def test_608_2g_the_hit_is_cast_without_paying_its_mana_cost() -> None:
    """702.85a, 608.2g: cast during the resolution, for no mana (the three lands are tapped for the cascade
    spell); the Bolt resolves before Violent Outburst."""
    game = _outburst(["Forest", "Lightning Bolt", "Mountain"])
    game.apply("yes")
    assert game.pending.kind == "target"
    game.apply("target P2")
    assert game.chars(game.state.stack[-1]).name == "Lightning Bolt"
    assert [game.chars(o).name for o in game.state.stack] == ["Violent Outburst", "Lightning Bolt"]
    resolve_stack(game)
    assert life(game, 1) == 17
    assert "Lightning Bolt" in zone_names(game, "graveyard")


def test_702_85a_the_rest_go_to_the_bottom() -> None:
    """702.85a: the cards exiled that weren't cast go on the bottom of the library; the card below stays on
    top. Declining, the hit goes to the bottom too."""
    game = _outburst(["Forest", "Lightning Bolt", "Mountain"])
    game.apply("no")
    library = zone_names(game, "library")
    assert library[0] == "Mountain"
    assert sorted(library[1:]) == ["Forest", "Lightning Bolt"]
    assert not game.zone("exile")


def test_702_85a_a_hit_that_cant_be_cast_isnt_offered() -> None:
    """601.2c: a spell with no legal target can't be cast; the hit isn't offered and goes to the bottom.
    (Shardless Agent's cascade with a library of lands only: no hit, every card exiled returns.)"""
    game = board({"hand": ["Shardless Agent"], "battlefield": [{"card": "Island", "count": 1},
                                                                {"card": "Forest", "count": 2}],
                  "library": ["Forest", "Island"]})
    game.apply(f"cast {game.find('Shardless Agent')}")
    game.apply("autopay")
    resolve_stack(game)
    assert sorted(zone_names(game, "library")) == ["Forest", "Island"]
    assert "Shardless Agent" in [game.chars(o).name for o in game.zone("battlefield")]


def test_702_85a_the_hit_goes_on_the_stack_above_the_cascade_spell() -> None:
    """Ruling (Violent Outburst): "Cascade triggers when you cast the spell, meaning that it resolves before
    that spell. If you end up casting the exiled card, it will go on the stack above the spell with
    cascade." The trigger resolves first: the hit is on the stack above Violent Outburst."""
    game = _outburst(["Lightning Bolt"])
    game.apply("yes")
    game.apply("target P2")
    assert game.chars(game.state.stack[-1]).name == "Lightning Bolt"
    assert game.chars(game.state.stack[0]).name == "Violent Outburst"


def test_733_an_abandoned_cast_leaves_the_card_uncast() -> None:
    """733, 601.2: the cast of the hit begun and abandoned (cancel) is reversed: the card wasn't cast, and goes
    to the bottom of the library with the others (702.85a)."""
    game = _outburst(["Forest", "Lightning Bolt", "Mountain"])
    game.apply("yes")
    assert game.pending.kind == "target"
    game.apply("cancel")
    assert not game.zone("exile")
    library = zone_names(game, "library")
    assert library[0] == "Mountain" and sorted(library[1:]) == ["Forest", "Lightning Bolt"]
    assert [game.chars(o).name for o in game.state.stack] == ["Violent Outburst"]
