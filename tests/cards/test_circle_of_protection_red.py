"""Circle of Protection: Red (compiled from its Oracle text), played through the engine.

Oracle text: {1}: The next time a red source of your choice would deal damage to you this turn, prevent
that damage."""

from __future__ import annotations

from support import board, resolve_stack

COP = "Circle of Protection: Red"


def _bolt_at_p1(game):
    game.apply(f"cast {game.find('Lightning Bolt', player=1)}")
    game.apply("target P1")
    game.apply("autopay")
    return game.state.stack[-1]


def test_a_spell_on_the_stack_can_be_the_chosen_source_and_only_the_next_damage_is_prevented() -> None:
    """Ruling: "A source of damage is a permanent, a spell on the stack (including one that creates a
    permanent), or any object referred to by an object on the stack. A source doesn't need to be capable of
    dealing damage to be a legal choice." (609.7a) The effect prevents the next damage only (615.3)."""
    game = board({"battlefield": [COP, "Plains", "Plains"]},
                 {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]}, active="P2")
    bolt = _bolt_at_p1(game)
    game.apply("pass")  # P1 gets priority with the Bolt on the stack
    game.apply(f"activate {game.find(COP)} 1")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")  # the Circle's ability resolves: P1 chooses the Bolt
    assert game.pending.kind == "choose" and bolt in game.pending.options
    game.apply(f"choose {bolt}")
    resolve_stack(game)
    assert game.state.players[0].life == 20
    _bolt_at_p1(game)
    resolve_stack(game)
    assert game.state.players[0].life == 17


def test_it_can_be_used_when_there_is_no_damage_to_prevent() -> None:
    """Ruling: "Can be used even when there is no damage to prevent. It prevents the next damage (if any)
    from the source this turn." """
    game = board({"battlefield": [COP, "Plains"]}, {"battlefield": ["Hill Giant"]})
    game.apply(f"activate {game.find(COP)} 1")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"choose {game.find('Hill Giant')}")
    assert any(r.ability.next_time for r in game.state.replacements)
