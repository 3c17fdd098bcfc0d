"""701.6a: a countered spell is put into its owner's graveyard; 'If that spell is countered this way, exile it
instead of putting it into its owner's graveyard.' (mechanics/counter_exile: Force of Negation, Dissipate,
Syncopate, Void Shatter...) puts it into exile instead, never into the graveyard first (614.1a). If the spell
isn't countered (113.6g: it can't be; or its controller pays), it isn't exiled."""

from __future__ import annotations

from support import board, names, resolve_stack, use_compiled

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.mechanics.counter_exile.nodes import CounterExiled

use_compiled("Dissipate", "Void Shatter", "Force of Negation")


def _then(spell: str, target: str, counter: str, islands: int = 3, p1: list | None = None) -> Game:
    """P1 casts `spell` at `target`; P2 responds with `counter` targeting it."""
    game = board({"battlefield": ["Mountain"] * 4 + (p1 or []), "hand": [spell]},
                 {"battlefield": ["Grizzly Bears"] + ["Island"] * islands, "hand": [counter]})
    game.apply(f"cast {game.find(spell)}")
    game.apply(f"target {game.find(target)}")
    game.apply("autopay")
    top = game.state.stack[-1]
    game.apply("pass")  # P2 gets priority (117.3c)
    game.apply(f"cast {game.find(counter)}")
    game.apply(f"target {top}")
    game.apply("autopay")
    return game


def test_cr_701_6a_the_countered_spell_goes_to_exile() -> None:
    game = _then("Lightning Bolt", "Grizzly Bears", "Dissipate")
    resolve_stack(game)
    assert "Lightning Bolt" in names(game, "exile", 0)
    assert "Lightning Bolt" not in names(game, "graveyard", 0)
    assert "Grizzly Bears" in names(game, "battlefield", 1)
    moves = [e.args for e in game.state.events() if e.kind == "zone_change" and e.args.get("card") == "Lightning Bolt"]
    assert [m.get("dst") for m in moves][-1] == "exile" and "graveyard" not in [m.get("dst") for m in moves]


def test_cr_113_6g_a_spell_that_cant_be_countered_isnt_exiled() -> None:
    game = _then("Abrupt Decay", "Grizzly Bears", "Dissipate", p1=["Swamp", "Forest"])
    resolve_stack(game)
    assert "Abrupt Decay" in names(game, "graveyard", 0)
    assert "Grizzly Bears" in names(game, "graveyard", 1)


def test_cr_118_12_unless_its_controller_pays_then_exiled() -> None:
    """Void Shatter: 'Counter target spell unless its controller pays {3}. If that spell is countered this way,
    exile it instead of putting it into its owner's graveyard.' P1 can't pay: the Bolt is exiled."""
    game = _then("Lightning Bolt", "Grizzly Bears", "Void Shatter")
    while game.pending.kind != "priority" or game.state.stack:
        if game.pending.kind == "may":
            game.apply("choose 0")
        else:
            game.apply("pass")
    assert "Lightning Bolt" in names(game, "exile", 0)


def test_the_sentence_changes_the_counter_before_it() -> None:
    for card in ("Dissipate", "Void Shatter", "Syncopate", "Force of Negation"):
        face = compile_card(get_card(card)).card.faces[0]
        assert face.spell is not None and isinstance(face.spell.effect, CounterExiled), card
