"""CR 702.40a storm: “When you cast this spell, copy it for each other spell that was cast before it this
turn. If the spell has any targets, you may choose new targets for any of the copies.” 702.40b: multiple
instances trigger separately. Played with compiled cards: Empty the Warrens ('Create two 1/1 red Goblin
creature tokens. Storm'), Grapeshot ('~ deals 1 damage to any target. Storm'), Lightning Bolt, Shock."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled

use_compiled("Empty the Warrens", "Grapeshot")


def _bolt(game, name: str = "Lightning Bolt", target: str = "P2") -> None:
    game.apply(f"cast {game.find(name, zone='hand')}")
    game.apply(f"target {target}")
    game.apply("autopay")


def _goblins(game) -> int:
    return sum(1 for o in game.zone("battlefield") if game.chars(o).name == "Goblin Token")


def test_702_40a_no_spell_before_it_no_copy() -> None:
    """702.40a: the first spell of the turn: storm triggers and copies it zero times."""
    game = board({"hand": ["Empty the Warrens"], "battlefield": [{"card": "Mountain", "count": 4}]})
    game.apply(f"cast {game.find('Empty the Warrens')}")
    game.apply("autopay")
    assert len(game.state.stack) == 2  # the spell and its storm trigger (601.2i, 603.3)
    resolve_stack(game)
    assert _goblins(game) == 2


def test_702_40a_a_copy_for_each_spell_cast_before_it() -> None:
    """702.40a: two spells cast earlier this turn (by the opponent too): two copies, six Goblins."""
    game = board({"hand": ["Empty the Warrens", "Lightning Bolt"],
                  "battlefield": [{"card": "Mountain", "count": 5}]},
                 {"hand": ["Shock"], "battlefield": ["Mountain"]})
    _bolt(game)
    game.apply("pass")
    _bolt(game, "Shock", "P1")  # the opponent responds: a spell cast before it this turn
    resolve_stack(game)
    game.apply(f"cast {game.find('Empty the Warrens')}")
    game.apply("autopay")
    resolve_stack(game)
    assert _goblins(game) == 6


def test_702_40a_the_copies_are_not_cast() -> None:
    """Ruling: "The copies are put directly onto the stack. They aren’t cast and won’t be counted by other
    spells with storm cast later in the turn." One Bolt, then Grapeshot (1 copy), then Grapeshot again: the
    second sees two spells cast before it (the Bolt and the first Grapeshot), not the copy."""
    game = board({"hand": ["Lightning Bolt", "Grapeshot", "Grapeshot"],
                  "battlefield": [{"card": "Mountain", "count": 5}]})
    _bolt(game)
    resolve_stack(game)
    _bolt(game, "Grapeshot")
    _answer_copies(game)
    _bolt(game, "Grapeshot")
    _answer_copies(game)
    assert life(game, 1) == 20 - 3 - 2 - 3


def _answer_copies(game) -> None:
    """Resolves the stack, keeping each copy's target (707.10c)."""
    for _ in range(50):
        p = game.pending
        if p.kind == "priority" and not game.state.stack:
            return
        if p.kind == "priority":
            game.apply("pass")
        else:  # a copy's new target: keep the current one (listed first)
            game.apply(f"choose {p.options[0]}" if p.options else "done")
    raise AssertionError("the stack did not empty")
