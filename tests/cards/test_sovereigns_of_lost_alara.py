"""Sovereigns of Lost Alara: 'Exalted / Whenever a creature you control attacks alone, you may search your library
for an Aura card that could enchant that creature, put it onto the battlefield attached to that creature, then
shuffle.' (303.4f: an Aura put onto the battlefield attached to an object, not cast and not targeting; 303.4a;
701.23a)."""

from __future__ import annotations

from support import attack, board, events, use_compiled

from lithoform import Game
from lithoform.rules.zones import move


def _attack_alone(attacker: str, library: list[str]) -> Game:
    game = board({"battlefield": ["Sovereigns of Lost Alara", attacker], "library": library}, {},
                 step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    attack(game, game.find(attacker))
    if game.pending.kind == "order":  # exalted and the search trigger at once (603.3b)
        game.apply("order " + " ".join(str(n) for n in game.pending.options))
    return game


def _to_search(game: Game) -> None:
    """Passes until the search trigger offers its 'you may', and says yes."""
    for _ in range(10):
        if game.pending.kind == "may":
            game.apply("yes")
            return
        game.apply("pass")
    raise AssertionError("the search trigger never resolved")


def _names(game: Game, ids: tuple[int, ...]) -> list[str]:
    return sorted(game.state.objects[o].card for o in ids)


def test_it_compiles() -> None:
    assert use_compiled("Sovereigns of Lost Alara")


def test_303_4f_the_aura_enters_attached_to_the_attacker_even_with_shroud() -> None:
    """Ruling (2009-05-01): 'The attacking creature is not targeted by either this ability or the Aura, so a
    creature with shroud can be enchanted this way.' (Blastoderm has shroud.)"""
    game = _attack_alone("Blastoderm", ["Rancor", "Island", "Island"])
    _to_search(game)
    rancor = game.pending.options[0]
    assert _names(game, game.pending.options) == ["Rancor"]
    game.apply(f"choose {rancor}")
    aura = game.find("Rancor", zone="battlefield")
    assert game.state.objects[aura].attached_to == game.find("Blastoderm")


def test_ruling_only_an_aura_that_could_enchant_the_attacker_is_found() -> None:
    """Ruling (2009-05-01): 'Any Aura card you find with Sovereigns of Lost Alara's second ability must be able to
    enchant the attacking creature as it currently exists. You need to check the Aura's enchant ability ...' Wild
    Growth (enchant land) can't be found for a creature."""
    game = _attack_alone("Grizzly Bears", ["Wild Growth", "Rancor", "Island"])
    _to_search(game)
    assert _names(game, game.pending.options) == ["Rancor"]


def test_ruling_the_attacker_gone_nothing_can_be_found_but_the_library_shuffles() -> None:
    """Ruling (2009-05-01): 'If the attacking creature has left the battlefield by the time Sovereigns of Lost
    Alara's second ability resolves, you can't put an Aura onto the battlefield this way. You may still choose to
    search your library just to shuffle it.'"""
    game = _attack_alone("Grizzly Bears", ["Rancor", "Island", "Island"])
    move(game.state, game.find("Grizzly Bears"), "graveyard")
    _to_search(game)
    if game.pending.kind == "choose":
        assert game.pending.options == ()
        game.apply("choose")
    assert game.find("Rancor", zone="library:0")
    assert events(game, "shuffle")
