import { startApp } from "./app/start";
import { silenceConsoleInProduction } from "./lib/silence-console";
import "./styles/global.css";

silenceConsoleInProduction(import.meta.env.PROD);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
void startApp(root);
