"""'You may play / cast that card for as long as it remains exiled.' (601.3; mechanics/exile_to_play): Hostage
Taker ('When Hostage Taker enters the battlefield, exile another target creature or artifact until Hostage Taker
leaves the battlefield. You may cast that card for as long as it remains exiled, and you may spend mana as though
it were mana of any type to cast that spell.'; 609.4b, 610.3), Spelljack ('Counter target spell. If that spell is
countered this way, exile it instead of putting it into its owner's graveyard. You may play it without paying its
mana cost for as long as it remains exiled.'; 118.9), Fiend of the Shadows ('... that player exiles a card from
their hand. You may play that card for as long as it remains exiled.')."""

from __future__ import annotations

from support import board, cast, life, names, pass_both, pass_until, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Hostage Taker", "Spelljack", "Fiend of the Shadows")


def _acts(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _casts(game: Game, oid: int) -> list[str]:
    return [a for a in _acts(game) if a.startswith(f"cast {oid} ")]


def _taken() -> Game:
    game = board({"battlefield": [{"card": "Swamp", "count": 3}, {"card": "Island", "count": 4}],
                  "hand": ["Hostage Taker"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Hostage Taker")
    pass_both(game)  # Hostage Taker resolves; its trigger asks for its target
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Grizzly Bears')}")
    pass_both(game)
    return game


def test_hostage_taker_exiles_the_creature_and_its_controller_casts_it_with_any_mana() -> None:
    """609.4b: Islands and Swamps pay Grizzly Bears' {1}{G}. Ruling (2017-09-29): 'Once you begin to cast the
    exiled card, it's considered a new object. You'll control that spell and the permanent that spell becomes even
    if Hostage Taker leaves the battlefield.'"""
    game = _taken()
    bears = game.find("Grizzly Bears", zone="exile")
    assert _casts(game, bears)
    game.apply(_casts(game, bears)[0])
    game.apply("autopay")
    pass_both(game)
    assert game.find("Grizzly Bears", player=0) == game.find("Grizzly Bears")
    assert game.state.objects[game.find("Grizzly Bears")].controller == 0


def test_the_permission_lasts_while_the_card_stays_exiled_in_later_turns() -> None:
    game = _taken()
    bears = game.find("Grizzly Bears", zone="exile")
    pass_until(game, "main1", turn=game.state.turn + 2)
    assert _casts(game, bears)


def test_spelljack_plays_the_countered_spell_for_free_while_it_stays_exiled() -> None:
    """118.9: without paying its mana cost; the permission outlasts the turn."""
    game = board({"battlefield": [{"card": "Island", "count": 6}], "hand": ["Spelljack"]},
                 {"battlefield": [{"card": "Mountain", "count": 1}], "hand": ["Lightning Bolt"]}, active="P2")
    cast(game, "Lightning Bolt", "P1")
    game.apply("pass")  # P2 passes; P1 responds
    cast(game, "Spelljack", game.find("Lightning Bolt"))
    resolve_stack(game)
    bolt = game.find("Lightning Bolt", zone="exile")
    assert life(game, 0) == 20
    pass_until(game, "main1", turn=game.state.turn + 1)
    assert game.state.active == 0
    game.apply(_casts(game, bolt)[0])
    game.apply("target P2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 17
    assert "Lightning Bolt" in names(game, "graveyard", player=1)  # its owner's graveyard


def test_fiend_of_the_shadows_plays_the_card_its_victim_exiled() -> None:
    game = board({"battlefield": ["Fiend of the Shadows", {"card": "Mountain", "count": 1}]},
                 {"hand": ["Lightning Bolt"]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Fiend of the Shadows')} P2")
    game.apply("done")
    pass_until(game, "main2")
    resolve_stack(game)
    bolt = game.find("Lightning Bolt", zone="exile")
    game.apply(_casts(game, bolt)[0])
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 20 - 3 - 3
