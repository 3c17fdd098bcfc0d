"""Emrakul, the Aeons Torn, compiled from its Oracle text, in games.

Oracle text: This spell can't be countered. / When you cast this spell, take an extra turn after this one. /
Flying, protection from spells that are one or more colors, annihilator 6 / When Emrakul, the Aeons Torn is put
into a graveyard from anywhere, its owner shuffles their graveyard into their library."""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform.rules.zones import move

use_compiled("Emrakul, the Aeons Torn")

EMRAKUL = "Emrakul, the Aeons Torn"


def test_702_16b_protection_from_colored_spells() -> None:
    """A colored spell (Shock) can't target it; a colored permanent's ability isn't a spell (Prodigal
    Sorcerer's can)."""
    game = board({"hand": ["Shock"], "battlefield": ["Mountain", "Prodigal Sorcerer"]},
                 {"battlefield": [EMRAKUL]})
    emrakul = game.find(EMRAKUL)
    game.apply(f"cast {game.find('Shock')}")
    assert f"target {emrakul}" not in {str(a) for a in game.legal_actions()}
    game.apply("cancel")
    sorcerer = game.find("Prodigal Sorcerer")
    assert any(str(a).startswith(f"activate {sorcerer}") for a in game.legal_actions())


def test_put_into_a_graveyard_from_anywhere_its_owner_shuffles_the_graveyard_into_the_library() -> None:
    """From the hand (a discard) too, not only from the battlefield."""
    game = board({"hand": [EMRAKUL], "graveyard": ["Shock", "Forest"], "library": ["Island", "Island"]})
    move(game.state, game.find(EMRAKUL), "graveyard")
    assert any(e.kind == "trigger" for e in game.state.events())  # 603.2: it triggered from the graveyard
    pass_both(game)
    assert not game.zone("graveyard", 0)
    assert len(game.zone("library", 0)) == 5
