"""Fork (compiled from its Oracle text): 'Copy target instant or sorcery spell, except that the copy is red. You
may choose new targets for the copy.' (707.10: the one copy primitive; 707.9b: the exception is part of the
copy's copiable values)"""

from __future__ import annotations

from support import basics, board, cast, choose_targets, resolve_stack, resolve_top

from lithoform.rules.continuous.characteristics import chars


def test_the_copy_is_red_with_the_same_mana_cost() -> None:
    """Rulings: "The copy will have the same mana cost as the original spell, but will be red rather than
    whatever color that mana cost would have made it." and "The copy that is placed on the stack is not
    considered to have been 'cast'." Forking Giant Growth: a red copy with mana cost {G}, not cast; with a new
    target it gives the other creature +3/+3."""
    game = board({"battlefield": [*basics(Forest=1, Mountain=2), "Grizzly Bears", "Hill Giant"],
                  "hand": ["Giant Growth", "Fork"]})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    growth = cast(game, game.find("Giant Growth"), bears)
    cast(game, game.find("Fork"), growth)
    resolve_top(game)
    assert game.pending.kind == "new_targets"
    choose_targets(game, giant)
    copy = game.state.stack[-1]
    c = chars(game.state, copy)
    assert set(c.colors) == {"R"} and c.mana_value == 1 and c.name == "Giant Growth"
    assert sum(1 for e in game.state.events() if e.kind == "cast" and e.args.get("card") == "Giant Growth") == 1
    resolve_stack(game)
    assert chars(game.state, giant).power == 6 and chars(game.state, bears).power == 5
