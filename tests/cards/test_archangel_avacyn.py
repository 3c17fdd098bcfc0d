"""Archangel Avacyn // Avacyn, the Purifier, compiled from its Oracle text, and its rulings in games.

Oracle text: Flash. Flying, vigilance. When Archangel Avacyn enters the battlefield, creatures you control gain
indestructible until end of turn. When a non-Angel creature you control dies, transform Archangel Avacyn at the
beginning of the next upkeep. // When this creature transforms into Avacyn, the Purifier, it deals 3 damage to
each other creature and each opponent.

The dies trigger makes a delayed triggered ability (603.7a) that waits for the next upkeep, whoever's turn it is;
701.27f: a delayed ability of a permanent transforms it only if it hasn't transformed since."""

from __future__ import annotations

from support import (
    P2,
    board,
    cast,
    events,
    life,
    names,
    order_if_asked,
    pass_both,
    pass_until,
    resolve_stack,
    use_compiled,
)

from lithoform.mechanics.double_faced.rules import transform

use_compiled("Archangel Avacyn", "Grizzly Bears", "Pyroclasm", "Shock")


def _two_bears_die() -> object:
    """P1 controls Avacyn and two Bears, and Pyroclasm kills both Bears (Avacyn, a 4/4, survives)."""
    game = board({"battlefield": ["Archangel Avacyn", "Grizzly Bears", "Grizzly Bears", "Mountain", "Mountain"],
                  "hand": ["Pyroclasm"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Pyroclasm")
    resolve_stack(game)
    order_if_asked(game)
    resolve_stack(game)
    return game


def test_ruling_triggers_at_the_next_upkeep_whoever_turn_it_is() -> None:
    """Ruling: "Archangel Avacyn's delayed triggered ability triggers at the beginning of the next upkeep
    regardless of whose turn it is.\""""
    game = _two_bears_die()
    avacyn = game.find("Archangel Avacyn")
    assert game.chars(avacyn).name == "Archangel Avacyn"  # not yet: it waits for the upkeep (603.7)
    pass_until(game, "upkeep", turn=4)  # P2's upkeep, the next one
    assert game.state.active == P2
    resolve_stack(game)
    order_if_asked(game)
    resolve_stack(game)
    assert game.chars(avacyn).name == "Avacyn, the Purifier"


def _upkeep_triggers_resolve(game: object) -> None:
    """Passes to P2's upkeep (turn 4) and resolves what triggers there, in the order they triggered."""
    pass_until(game, "upkeep", turn=4)
    for _ in range(10):
        order_if_asked(game)
        if not game.state.stack:
            break
        pass_both(game)


def test_ruling_two_delayed_triggers_transform_it_once() -> None:
    """Ruling: "Archangel Avacyn's delayed triggered ability won't cause it to transform back into Archangel
    Avacyn if it has already transformed into Avacyn, the Purifier, perhaps because several creatures died
    in one turn.\""""
    game = _two_bears_die()
    avacyn = game.find("Archangel Avacyn")
    before = life(game, P2)
    _upkeep_triggers_resolve(game)
    assert game.chars(avacyn).name == "Avacyn, the Purifier"
    assert len(events(game, "transform")) == 1  # the second delayed ability's instruction is ignored (701.27f)
    assert life(game, P2) == before - 3  # transformed into Avacyn, the Purifier once: 3 damage to the opponent


def test_no_transform_when_only_an_opponents_creature_dies() -> None:
    game = board({"battlefield": ["Archangel Avacyn", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Shock", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "graveyard", P2)
    pass_until(game, "upkeep", turn=4)
    resolve_stack(game)
    assert game.chars(game.find("Archangel Avacyn")).name == "Archangel Avacyn"


def test_cr_701_27f_a_delayed_ability_ignores_a_transform_since_it_was_created() -> None:
    """701.27f: "If a delayed triggered ability of a permanent tries to transform that permanent, the permanent
    does so only if it hasn't transformed or converted since that delayed triggered ability was created."
    Avacyn transforms by another effect after the dies trigger made its delayed ability and before the upkeep:
    the delayed ability, put onto the stack later, must not turn her back to her front face."""
    game = _two_bears_die()
    avacyn = game.find("Archangel Avacyn")
    transform(game.state, avacyn)  # another effect (a spell's 'transform', 701.27a), after the delayed ability
    resolve_stack(game)  # her 'transforms into Avacyn, the Purifier' trigger
    assert game.chars(avacyn).name == "Avacyn, the Purifier"
    _upkeep_triggers_resolve(game)
    assert game.chars(avacyn).name == "Avacyn, the Purifier"  # both delayed instructions ignored
    assert len(events(game, "transform")) == 1
