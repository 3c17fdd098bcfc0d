"""Precursor Golem, compiled from its Oracle text, and its rulings in games.

Oracle text: When Precursor Golem enters the battlefield, create two 3/3 colorless Golem artifact creature tokens.
Whenever a player casts an instant or sorcery spell that targets only a single Golem, that player copies that spell
for each other Golem that spell could target. Each copy targets a different one of those Golems.

707.10: the copies are put on the stack, not cast; 707.10c: each has another Golem as its target."""

from __future__ import annotations

from support import P1, P2, board, cast, events, names, order_if_asked, pass_both, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Precursor Golem", "Lightning Bolt", "Giant Growth", "Agony Warp")


def _three_golems(p2_hand: list[str]) -> Game:
    game = board({"battlefield": [{"card": "Mountain", "count": 5}], "hand": ["Precursor Golem"]},
                 {"battlefield": [{"card": "Mountain", "count": 2}, {"card": "Forest", "count": 2}], "hand": p2_hand})
    cast(game, "Precursor Golem")
    resolve_stack(game)
    resolve_stack(game)  # its enters trigger: two Golem tokens
    return game


def _golems(game: Game) -> list[int]:
    return [o for o in game.state.zones["battlefield"] if "Golem" in game.chars(o).subtypes]


def _resolve_all(game: Game) -> None:
    for _ in range(40):
        order_if_asked(game)
        if game.pending.kind == "choose":  # the order of the copies (707.10c): any
            game.apply(f"choose {game.pending.options[0]}")
            continue
        if not game.state.stack:
            return
        pass_both(game)


def test_ruling_one_bolt_becomes_three() -> None:
    """Ruling: "The second ability triggers whenever a player casts an instant or sorcery spell that targets
    only one Golem and no other object or player. That Golem can be Precursor Golem itself, one of the Golem
    tokens it created, or any other Golem. It doesn't matter who controls the Golem." And: "The controller of the
    spell that caused Precursor Golem's second ability to trigger also controls all the copies.\""""
    game = _three_golems(["Lightning Bolt"])
    assert len(_golems(game)) == 3
    token = next(o for o in _golems(game) if game.state.objects[o].card != "Precursor Golem")
    game.apply("pass")  # P1 passes priority in the main phase; P2 casts Lightning Bolt at a token
    cast(game, "Lightning Bolt", token)
    _resolve_all(game)
    copies = events(game, "copy")
    assert len(copies) == 2 and all(e.args["player"] == P2 for e in copies)
    assert _golems(game) == []
    assert "Precursor Golem" in names(game, "graveyard", P1)


def test_ruling_copies_are_not_cast() -> None:
    """Ruling: "The copies that Precursor Golem's second ability creates are created on the stack, so they're
    not "cast." Abilities that trigger when a player casts a spell (like Precursor Golem's second ability
    itself) won't trigger.\""""
    game = _three_golems(["Giant Growth"])
    golem = game.find("Precursor Golem")
    game.apply("pass")
    cast(game, "Giant Growth", golem)
    _resolve_all(game)
    assert len([e for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == "Precursor Golem"]) == 2
    assert all(game.chars(o).power == 6 for o in _golems(game))  # +3/+3 each: 3/3 Golems
    assert len(events(game, "copy")) == 2


def test_a_spell_with_two_different_targets_does_not_trigger() -> None:
    game = _three_golems(["Lightning Bolt"])
    game.apply("pass")
    cast(game, "Lightning Bolt", "P1")  # a player, not a Golem
    _resolve_all(game)
    assert events(game, "copy") == []
    assert len(_golems(game)) == 3


def test_ruling_the_same_golem_targeted_twice_triggers_it() -> None:
    """Ruling: "If an instant or sorcery spell has multiple targets, but it's targeting the same Golem with all of
    them (such as Agony Warp targeting the same Golem twice), Precursor Golem's last ability will trigger.\""""
    game = board({"battlefield": [{"card": "Mountain", "count": 5}], "hand": ["Precursor Golem"]},
                 {"battlefield": [{"card": "Swamp", "count": 2}, {"card": "Island", "count": 1}],
                  "hand": ["Agony Warp"]})
    cast(game, "Precursor Golem")
    resolve_stack(game)
    resolve_stack(game)
    golem = game.find("Precursor Golem")
    game.apply("pass")
    cast(game, "Agony Warp", golem, golem)
    _resolve_all(game)
    assert len(events(game, "copy")) == 2
    assert _golems(game) == []  # each 3/3 Golem got -3/-0 and -0/-3: 0/0 (704.5f)
