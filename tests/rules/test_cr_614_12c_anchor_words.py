"""CR 614.12c and 607.2m: anchor words. 'As Palace Siege enters, choose Khans or Dragons.' and the bullets
'• Khans — [ability]': "'[Anchor word] — [ability]' means 'As long as [anchor word] was chosen as this permanent
entered the battlefield, this permanent has [ability].'" The choice is made as it enters (614.12) and kept by
that object only (400.7)."""

from __future__ import annotations

from support import board, cast, events, lands, life, names, pass_both, pass_until, use_compiled

from lithoform.cards.tree import TriggeredAbility
from lithoform.rules.continuous.characteristics import chars

use_compiled("Palace Siege", "Outpost Siege", "Mirrodin Besieged")

KHANS, DRAGONS = 0, 1


def _siege(word: int, p1: dict | None = None) -> tuple:
    game = board(p1 or {"hand": ["Palace Siege"], "battlefield": [lands("Swamp", 5)],
                        "graveyard": ["Grizzly Bears"]})
    cast(game, "Palace Siege")
    pass_both(game)
    assert game.pending.kind == "choose"
    assert game.pending.labels == ("Khans", "Dragons")
    game.apply(f"choose {word}")
    return game, game.find("Palace Siege")


def _triggered(game, oid: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text for a in chars(game.state, oid).abilities if isinstance(a, TriggeredAbility)]


def test_614_12c_only_the_chosen_words_ability() -> None:
    """Dragons chosen: the Siege has the Dragons ability and not the Khans one."""
    game, siege = _siege(DRAGONS)
    texts = _triggered(game, siege)
    assert len(texts) == 1 and "each opponent loses 2 life" in texts[0]
    assert events(game, "as_enters_choice")[-1].args["choice"] == "Dragons"


def test_614_12c_dragons_drains_each_upkeep() -> None:
    """Palace Siege (Dragons): at the beginning of P1's next upkeep, P2 loses 2 life and P1 gains 2."""
    game, _ = _siege(DRAGONS)
    pass_until(game, "upkeep", turn=5)
    pass_both(game)
    assert (life(game, 0), life(game, 1)) == (22, 18)


def test_614_12c_khans_returns_a_creature_card() -> None:
    """Palace Siege (Khans): the upkeep trigger returns target creature card from the graveyard; no life drain."""
    game, _ = _siege(KHANS)
    for _ in range(200):  # to P1's next upkeep, where the trigger asks for its target
        if game.pending.kind == "target":
            break
        game.apply("pass" if game.pending.kind == "priority" else "done")
    game.apply(f"target {game.find('Grizzly Bears', zone='graveyard')}")
    pass_both(game)
    assert "Grizzly Bears" in names(game, "hand")
    assert (life(game, 0), life(game, 1)) == (20, 20)


def test_607_2m_no_choice_means_neither_ability() -> None:
    """A Siege put onto the battlefield with no choice made has neither ability (the Mirrodin Besieged ruling:
    'If you somehow control Mirrodin Besieged and no choice was made for it, it has neither of the two triggered
    abilities.')."""
    game = board({"battlefield": ["Mirrodin Besieged"]})
    assert _triggered(game, game.find("Mirrodin Besieged")) == []
