"""The tournament's self-contained HTML report (the optional extra lithoform[report]: plotly, with its
JavaScript inline so the file opens offline): a heat map of the win-rate matrix with each cell's Wilson 95%
interval, the table of every figure, and a histogram of game lengths for each pair."""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lithoform.interfaces.tournament import Cell, Tournament, TResult


def check_report_deps() -> None:
    """Fails before any game if plotly is missing."""
    try:
        import plotly  # noqa: F401, PLC0415 - the optional extra lithoform[report]
    except ImportError:
        raise SystemExit("lithoform tournament: --html needs plotly: pip install 'lithoform[report]'") from None


def write_report(t: Tournament, rows: Sequence[Cell], results: Sequence[TResult], path: Path) -> None:
    import plotly.graph_objects as go  # noqa: PLC0415 - the optional extra lithoform[report]
    from plotly.subplots import make_subplots  # noqa: PLC0415

    by = {(c.deck, c.opponent): c for c in rows}
    z: list[list[float | None]] = []
    text: list[list[str]] = []
    for n in t.names:
        z.append([None if (c := by.get((n, m))) is None else round(c.rate, 4) for m in t.names])
        text.append(["" if (c := by.get((n, m))) is None else
                     f"{c.rate:.1%}<br>({c.low:.1%}–{c.high:.1%})<br>n={c.games}" for m in t.names])
    heat = go.Figure(go.Heatmap(z=z, x=list(t.names), y=list(t.names), text=text, texttemplate="%{text}",
                                colorscale="RdBu", zmin=0, zmax=1, colorbar={"title": "win rate"}))
    heat.update_layout(title="Row deck's win rate against column deck (Wilson 95% CI)",
                       xaxis_title="opponent", yaxis_title="deck", yaxis_autorange="reversed")
    pairs = [(a, b) for a in range(len(t.names)) for b in range(a + 1, len(t.names))]
    hist = make_subplots(rows=len(pairs), cols=1,
                         subplot_titles=[f"{t.names[a]} vs {t.names[b]}" for a, b in pairs])
    for k, (a, b) in enumerate(pairs):
        turns = [r.turns for r in results if r.id[:2] == (a, b) and not r.error]
        hist.add_trace(go.Histogram(x=turns, name=f"{t.names[a]} vs {t.names[b]}"), row=k + 1, col=1)
    hist.update_layout(title="Game length (turns)", showlegend=False, height=max(300, 220 * len(pairs)))
    header = "".join(f"<th>{h}</th>" for h in ("deck", "opponent", "games", "wins", "losses", "draws",
                                                "win rate", "95% CI low", "95% CI high", "mean turns"))
    body = "".join(
        f"<tr><td>{html.escape(c.deck)}</td><td>{html.escape(c.opponent)}</td><td>{c.games}</td>"
        f"<td>{c.wins}</td><td>{c.losses}</td><td>{c.draws}</td><td>{c.rate:.4f}</td><td>{c.low:.4f}</td>"
        f"<td>{c.high:.4f}</td><td>{c.mean_turns:.2f}</td></tr>" for c in rows)
    page = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>lithoform tournament</title>"
        "<style>body{font-family:sans-serif}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}</style></head><body>"
        f"<h1>Tournament: {len(t.names)} decks, seed {t.seed}, {len(results)} games</h1>"
        + heat.to_html(full_html=False, include_plotlyjs="inline")
        + f"<h2>Every figure</h2><table id='figures'><tr>{header}</tr>{body}</table>"
        + hist.to_html(full_html=False, include_plotlyjs=False)
        + "</body></html>")
    path.write_text(page, encoding="utf-8")
